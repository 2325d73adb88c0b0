// The staff's second factor, its pieces (docs/operations-console.md "Second factor"): TOTP per
// RFC 6238 (SHA-1, 6 digits, 30 s, one step either side), the secret encrypted at rest with
// AES-256-GCM under a key derived from APP_SECRET (never logged, never answered once enrolled), and
// one-time recovery codes of which only an HMAC is kept.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one (clock drift). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** The issuer shown in the authenticator app. */
export const TOTP_ISSUER = 'Titip Console';

function key(appSecret: string, purpose: string): Buffer {
  return createHmac('sha256', appSecret).update(`titip:staff-totp:${purpose}`).digest();
}

/** `v1.<iv>.<tag>.<ciphertext>` (base64url): AES-256-GCM under APP_SECRET's key. */
export function encryptSecret(appSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(appSecret, 'encrypt'), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The base32 secret, or null when the stored value is not one this APP_SECRET made. */
export function decryptSecret(appSecret: string, stored: string): string | null {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(appSecret, 'encrypt'), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A new random secret (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totp(base32: string, label = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_S, secret: OTPAuth.Secret.fromBase32(base32),
  });
}

/** The otpauth:// URI an authenticator app reads (from the QR code). */
export function totpUri(base32: string, email: string): string {
  return totp(base32, email).toString();
}

/** The time step of nowMs. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_S);
}

/** The time step the code belongs to (within the window), or null when it is no code of the secret. */
export function codeStep(base32: string, code: string, nowMs: number): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(base32).validate({ token, timestamp: nowMs, window: TOTP_WINDOW });
  return delta === null ? null : totpStep(nowMs) + delta;
}

/** The code of a secret at a time (tests, the e2e journeys). */
export function totpCode(base32: string, nowMs: number): string {
  return totp(base32).generate({ timestamp: nowMs });
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7rm-x2pq-9dht` (about 70 bits each). */
export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('').replace(/(.{4})(?=.)/g, '$1-');
  return Array.from({ length: RECOVERY_CODE_COUNT }, one);
}

/** What is kept of a recovery code: an HMAC under APP_SECRET's key, of the code without dashes or case. */
export function hashRecoveryCode(appSecret: string, code: string): string {
  return createHmac('sha256', key(appSecret, 'recovery')).update(code.toLowerCase().replace(/[^a-z0-9]/g, '')).digest('hex');
}
