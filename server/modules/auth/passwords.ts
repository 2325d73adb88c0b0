// Password hashing with node:crypto scrypt: 'scrypt$N$r$p$salt$hash' (salt and hash base64url).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Constant-time check of a password against a stored hash; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await dummyVerify(password);
    return false;
  }
  const [n, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (!n || !r || !p || n > 1 << 20 || r > 32 || p > 16 || expected.length < 16 || salt.length < 8) return false;
  const actual = await derive(password, salt, expected.length, { N: n, r, p });
  return timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | null = null;

/** Spends the same time as a real check, so unknown accounts cannot be told apart by timing. */
export async function dummyVerify(password: string): Promise<void> {
  dummy ??= hashPassword('dummy-password-for-timing');
  const stored = await dummy;
  const parts = stored.split('$');
  await derive(password, Buffer.from(parts[4] ?? '', 'base64url'), KEY_LENGTH, { N, r: R, p: P });
}
