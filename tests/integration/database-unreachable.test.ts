// PostgreSQL away (docs/operations.md "When PostgreSQL goes away and comes back"): a request whose
// query cannot reach the database answers 503 DATABASE_UNAVAILABLE with Retry-After, never a 500
// with the driver's code; a query that fails for another reason answers its stable code (409, 500 ...). The errors are the ones
// node-postgres raises (a refused connection, PostgreSQL's 57P01 "terminating connection due to
// administrator command", a connection-exception class 08 code, a client that lost its connection).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling, isDatabaseUnreachable } from '../../server/http/envelope.ts';

function failing(error: Error & { code?: string }) {
  const app = Fastify();
  installErrorHandling(app);
  app.get('/x', async () => { throw error; });
  return app.inject({ method: 'GET', url: '/x', headers: { 'tb-language': 'english' } });
}

const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('the database cannot be reached', () => {
  it.each([
    ['connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'],
    ['terminating connection due to administrator command', '57P01'],
    ['the database system is starting up', '57P03'],
    ['connection failure', '08006'],
    ['Client has encountered a connection error and is not queryable', undefined],
    ['Connection terminated unexpectedly', undefined],
  ])('%s: 503 DATABASE_UNAVAILABLE, retry after 5 s', async (message, code) => {
    const res = await failing(pgError(message, code));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ action: false, message: 'Service Unavailable', error: { code: 'UNAVAILABLE', reason: 'DATABASE_UNAVAILABLE', message: 'Service Unavailable' } });
  });

  it('a failing query is not a missing database', async () => {
    expect(isDatabaseUnreachable(pgError('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnreachable(pgError('syntax error at or near "x"', '42601'))).toBe(false);
    // A failing query answers its stable code (docs/api.md "Database errors"), never the SQLSTATE.
    const duplicate = await failing(pgError('duplicate key value violates unique constraint', '23505'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({ reason: 'CONSTRAINT_VIOLATION' });
    const syntax = await failing(pgError('syntax error at or near "x"', '42601'));
    expect(syntax.statusCode).toBe(500);
    expect(syntax.json().error).toMatchObject({ reason: 'DATABASE_ERROR' });
    expect(duplicate.body + syntax.body).not.toMatch(/23505|42601/);
  });
});
