import { describe, expect, it } from 'vitest';
import { isTokenExpiredBody } from './token-expiry';

// Rules: session.expiry.messages
describe('isTokenExpiredBody', () => {
  it.each([
    { message: 'Token has expired' },
    { message: 'TokenInvalidException' },
    { message: 'Tymon\\JWTAuth\\Exceptions\\TokenInvalidException' },
    { error: 'token_expired' },
  ])('recognises %o', (body) => {
    expect(isTokenExpiredBody(body)).toBe(true);
  });

  it.each([
    { message: 'Unauthenticated.' },
    { error: 'invalid_credentials' },
    { message: 'Token has expired soon' },
    null,
    'Token has expired',
    undefined,
  ])('ignores %o', (body) => {
    expect(isTokenExpiredBody(body)).toBe(false);
  });
});
