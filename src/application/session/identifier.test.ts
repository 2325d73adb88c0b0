import { describe, expect, it } from 'vitest';
import { identifierError, identifierKind, normaliseIdentifier } from './identifier';
import { safeRedirect } from './safe-redirect';
import { errorField, serverMessage } from './server-message';
import { ApiError } from '../ports/api-error';

describe('identifier (phone number or e-mail, spec section 5)', () => {
  it('empty, invalid, e-mail, phone in the forms the server accepts', () => {
    expect(identifierError('  ')).toBe('empty');
    expect(identifierError('budi')).toBe('invalid');
    expect(identifierError('budi@')).toBe('invalid');
    expect(identifierError('12345')).toBe('invalid');
    expect(identifierKind('Budi@Example.com')).toBe('email');
    for (const phone of ['081234567890', '+6281234567890', '6281234567890', '0812-3456-7890', '0812 3456 7890', '+6591234567']) {
      expect(identifierKind(phone)).toBe('phone');
    }
    expect(identifierKind('+620812345678')).toBeNull();
  });

  it('normalises what is sent', () => {
    expect(normaliseIdentifier(' Budi@Example.com ')).toBe('budi@example.com');
    expect(normaliseIdentifier('0812-3456 7890')).toBe('081234567890');
  });
});

describe('safeRedirect', () => {
  it('follows local paths only, never back to the account pages', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('/cart?x=1#a')).toBe('/cart?x=1#a');
    expect(safeRedirect('/product?url=https://item.taobao.com/x')).toBe('/product?url=https://item.taobao.com/x');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'cart', 'javascript:alert(1)', '/cart\n', '/login', '/register?x=1', '/logout', '/reset-password']) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });
});

describe('serverMessage', () => {
  it('the server text, not the catalogue text of the code', () => {
    expect(serverMessage(new ApiError('CONFLICT', { message: 'This account is already registered' }))).toBe('This account is already registered');
    expect(serverMessage(new ApiError('CONFLICT'))).toBeNull();
    expect(serverMessage(new ApiError('NETWORK'))).toBeNull();
    expect(serverMessage(new Error('boom'))).toBeNull();
    expect(errorField(new ApiError('UNPROCESSABLE', { field: 'body.email' }))).toBe('email');
    expect(errorField(new ApiError('UNPROCESSABLE', { field: 'confirm_password' }))).toBe('confirm_password');
  });
});
