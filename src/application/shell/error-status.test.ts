import { describe, expect, it } from 'vitest';
import { routeFailure } from './error-status';

describe('routeFailure', () => {
  it('takes the status code of the error first', () => {
    expect(routeFailure({ statusCode: 403, message: 'API route is forbidden' })).toEqual({ status: 403, message: 'API route is forbidden' });
    expect(routeFailure({ status: 404, statusText: 'Not Found', data: 'x' })).toEqual({ status: 404, message: 'Not Found' });
  });
  it('then the status of its response', () => {
    expect(routeFailure({ message: 'boom', response: { status: 502 } })).toEqual({ status: 502, message: 'boom' });
    expect(routeFailure({ response: { status: '503', data: { message: 'Service Unavailable' } } })).toEqual({ status: 503, message: 'Service Unavailable' });
  });
  it('else 500', () => {
    expect(routeFailure(new Error('Unknown middleware auth2'))).toEqual({ status: 500, message: 'Unknown middleware auth2' });
    expect(routeFailure(null)).toEqual({ status: 500, message: '' });
    expect(routeFailure({ status: 200, message: 'odd' }).status).toBe(500);
  });
});
