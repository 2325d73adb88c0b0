// Verification of Google ID tokens with jose: RS256 signature against the key set of the
// googleKeys port, audience = one of GOOGLE_CLIENT_IDS, issuer accounts.google.com, expiry.
import { readFile } from 'node:fs/promises';
import { createLocalJWKSet, jwtVerify, errors, type JSONWebKeySet } from 'jose';
import type { ServerConfig } from '../../config.ts';
import type { GoogleKeysPort } from './ports.ts';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  /** Only when Google says the address is verified. */
  email: string | null;
  givenName: string;
  familyName: string;
  picture: string | null;
}

/** Reads GOOGLE_JWKS_FILE (refresh it from https://www.googleapis.com/oauth2/v3/certs). */
export class FileGoogleKeys implements GoogleKeysPort {
  private readonly file: string;
  constructor(file: string) {
    this.file = file;
  }

  async jwks(): Promise<JSONWebKeySet> {
    return JSON.parse(await readFile(this.file, 'utf8')) as JSONWebKeySet;
  }
}

export function defaultGoogleKeys(config: ServerConfig): GoogleKeysPort | null {
  return config.googleJwksFile ? new FileGoogleKeys(config.googleJwksFile) : null;
}

export class GoogleTokenError extends Error {
  readonly reason: 'GOOGLE_TOKEN_EXPIRED' | 'GOOGLE_TOKEN_INVALID';
  constructor(reason: GoogleTokenError['reason'], detail: string) {
    super(detail);
    this.reason = reason;
  }
}

/** The identity in a valid token; throws GoogleTokenError for a bad one. */
export async function verifyGoogleIdToken(token: string, jwks: JSONWebKeySet, audiences: string[], now: Date): Promise<GoogleIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
      issuer: GOOGLE_ISSUERS,
      audience: audiences,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: now,
      clockTolerance: 30,
    }));
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new GoogleTokenError('GOOGLE_TOKEN_EXPIRED', 'token expired');
    if (err instanceof errors.JWTClaimValidationFailed) throw new GoogleTokenError('GOOGLE_TOKEN_INVALID', `claim ${err.claim} rejected`);
    throw new GoogleTokenError('GOOGLE_TOKEN_INVALID', err instanceof errors.JOSEError ? err.code : 'malformed token');
  }
  const text = (v: unknown, max = 100) => (typeof v === 'string' ? v.trim().slice(0, max) : '');
  const sub = text(payload.sub, 255);
  if (!sub) throw new GoogleTokenError('GOOGLE_TOKEN_INVALID', 'no subject');
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  const email = verified ? text(payload.email, 254).toLowerCase() || null : null;
  const picture = text(payload.picture, 1000);
  const name = text(payload.name);
  return {
    sub,
    email,
    givenName: text(payload.given_name) || name.split(' ')[0] || '',
    familyName: text(payload.family_name) || name.split(' ').slice(1).join(' '),
    picture: picture.startsWith('https://') ? picture : null,
  };
}
