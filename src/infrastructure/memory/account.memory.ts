// The in-memory account security (serverless mode, stories, tests), behaving like the server
// (docs/account-security.md): the PIN with the lock of src/domain/account (5 wrong -> 15 minutes),
// the withdrawal one-time code (always 123456, like the memory registration code; 5 minutes, 5
// attempts, this session's only, one withdrawal within 10 minutes of verifying), deactivation and
// the sessions. The memory PaymentApi calls checkPin and consumeOtp as it withdraws.
import { inject, injectable, optional } from 'inversify';
import type { AccountApi, PinInput, SignedInSession } from '../../application/ports/account-api.port';
import { ApiError } from '../../application/ports/api-error';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';
import { CLOCK, type Clock } from '../../application/shell/app-settings';
import { afterPinGuess, isPinLocked, pinAttemptsLeft, pinProblem, type PinLockState } from '../../domain/account';
import { MEMORY_BACKEND, type MemoryBackend } from './memory-backend';
import { requireCustomer } from './memory-helpers';

export const MEMORY_OTP_CODE = '123456';
/** The memory world's phone verification code. */
export const MEMORY_PHONE_CODE = '123456';
const OTP_TTL_MS = 5 * 60_000;
const OTP_VERIFIED_TTL_MS = 10 * 60_000;
const OTP_MAX_ATTEMPTS = 5;

interface Otp { token: string; expiresAt: number; attempts: number; verifiedAt: number | null; used: boolean }
interface Security { pin: string | null; lock: PinLockState; otp: Otp | null }

export const MEMORY_ACCOUNT_SECURITY = Symbol.for('infrastructure.MemoryAccountSecurity');

const fail = (code: 'BAD_REQUEST' | 'UNPROCESSABLE' | 'TOO_MANY_REQUESTS' | 'CONFLICT', reason: string, message: string, field?: string) =>
  new ApiError(code, { reason, message, ...(field ? { field } : {}) });

const wib = (at: number) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/** The per-customer PIN, lock and code, with the clock of the memory world. */
@injectable()
export class MemoryAccountSecurity {
  private readonly byCustomer = new Map<string, Security>();
  /** login token -> when this memory world first saw it (the sessions' "signed in"). */
  readonly seen = new Map<string, number>();

  constructor(@inject(CLOCK) @optional() private readonly clock?: Clock) {}

  now(): number {
    return this.clock ? this.clock.now() : Date.now();
  }

  of(customerKey: string): Security {
    let s = this.byCustomer.get(customerKey);
    if (!s) {
      s = { pin: null, lock: { attempts: 0, lockedUntil: null }, otp: null };
      this.byCustomer.set(customerKey, s);
    }
    return s;
  }

  /** Checks the PIN, counting the guess (src/domain/account lock). Throws like the server. */
  checkPin(customerKey: string, pin: string): void {
    const s = this.of(customerKey);
    const now = this.now();
    if (s.pin === null) throw fail('UNPROCESSABLE', 'PIN_NOT_SET', 'Buat PIN dompet terlebih dahulu', 'body.pin');
    const locked = (until: number) => fail('TOO_MANY_REQUESTS', 'PIN_LOCKED', `Terlalu banyak PIN salah: PIN diblokir sampai pukul ${wib(until).replace(':', '.')} WIB`, 'body.pin');
    if (isPinLocked(s.lock, now)) throw locked(s.lock.lockedUntil ?? now);
    const right = pin === s.pin;
    s.lock = afterPinGuess(s.lock, right, now);
    if (s.lock.lockedUntil !== null) throw locked(s.lock.lockedUntil);
    if (!right) throw fail('UNPROCESSABLE', 'PIN_WRONG', `PIN salah: sisa ${pinAttemptsLeft(s.lock)} percobaan sebelum PIN diblokir selama 15 menit`, 'body.pin');
  }

  /** Uses up the code this session verified less than 10 minutes ago, else OTP_REQUIRED. */
  consumeOtp(customerKey: string, loginToken: string): void {
    const otp = this.of(customerKey).otp;
    if (!otp || otp.used || otp.token !== loginToken || otp.verifiedAt === null || otp.verifiedAt + OTP_VERIFIED_TTL_MS < this.now()) {
      throw fail('BAD_REQUEST', 'OTP_REQUIRED', 'Verifikasi kode sekali pakai terlebih dahulu', 'body.otp');
    }
    otp.used = true;
  }
}

@injectable()
export class MemoryAccountApi implements AccountApi {
  constructor(
    @inject(MEMORY_BACKEND) private readonly backend: MemoryBackend,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(MEMORY_ACCOUNT_SECURITY) private readonly security: MemoryAccountSecurity,
  ) {}

  private checkPassword(password: string) {
    const account = requireCustomer(this.backend, this.session);
    if (account.password === null) throw fail('BAD_REQUEST', 'NO_PASSWORD', 'Akun ini belum memiliki kata sandi: buat dulu lewat "Lupa kata sandi"', 'body.password');
    if (account.password !== password) throw fail('UNPROCESSABLE', 'PASSWORD_INVALID', 'Kata sandi salah', 'body.password');
    return account;
  }

  async setPin(input: PinInput): Promise<void> {
    requireCustomer(this.backend, this.session);
    const problem = pinProblem(input.pin);
    if (problem) throw fail('UNPROCESSABLE', 'PIN_INVALID', problem === 'format' ? 'PIN harus 6 angka' : 'Pilih PIN yang bukan angka berulang atau berurutan (seperti 123456)', 'body.pin');
    if (input.pin !== input.confirmPin) throw fail('UNPROCESSABLE', 'PIN_INVALID', 'Konfirmasi PIN tidak cocok', 'body.confirm_pin');
    const account = this.checkPassword(input.password);
    const s = this.security.of(account.customer.customerKey);
    s.pin = input.pin;
    s.lock = { attempts: 0, lockedUntil: null };
    account.customer = { ...account.customer, hasPin: true };
  }

  async requestOtp(): Promise<string[]> {
    const account = requireCustomer(this.backend, this.session);
    if (account.customer.phoneNumber && account.customer.phoneVerified === false) {
      throw fail('CONFLICT', 'PHONE_NOT_VERIFIED', 'Verifikasi nomor telepon Anda terlebih dahulu: kode penarikan hanya dikirim ke nomor yang sudah diverifikasi');
    }
    const s = this.security.of(account.customer.customerKey);
    s.otp = { token: this.session.loginToken() ?? '', expiresAt: this.security.now() + OTP_TTL_MS, attempts: 0, verifiedAt: null, used: false };
    const email = account.customer.email;
    return email ? [`${email.slice(0, 1)}***@${email.split('@')[1] ?? ''}`] : [account.customer.phoneNumber];
  }

  async verifyOtp(code: string): Promise<void> {
    const account = requireCustomer(this.backend, this.session);
    const otp = this.security.of(account.customer.customerKey).otp;
    const expired = () => fail('BAD_REQUEST', 'OTP_EXPIRED', 'Kode sudah kedaluwarsa atau sudah dipakai: minta kode baru', 'body.code');
    if (!otp || otp.used || otp.verifiedAt !== null || otp.token !== this.session.loginToken() || otp.expiresAt <= this.security.now()) throw expired();
    otp.attempts += 1;
    if (otp.attempts > OTP_MAX_ATTEMPTS) throw fail('BAD_REQUEST', 'OTP_TOO_MANY_ATTEMPTS', 'Terlalu banyak kode salah: minta kode baru', 'body.code');
    if (code.trim() !== MEMORY_OTP_CODE) throw fail('BAD_REQUEST', 'OTP_WRONG', 'Kode salah', 'body.code');
    otp.verifiedAt = this.security.now();
  }

  async requestPhoneCode(): Promise<string[]> {
    const account = requireCustomer(this.backend, this.session);
    const phone = account.customer.phoneNumber;
    if (!phone) throw fail('CONFLICT', 'PHONE_MISSING', 'Tambahkan nomor telepon ke akun Anda terlebih dahulu');
    if (account.customer.phoneVerified === true) return [];
    return [phone.length > 9 ? `${phone.slice(0, 6)}${'*'.repeat(phone.length - 10)}${phone.slice(-4)}` : phone];
  }

  async verifyPhone(code: string): Promise<void> {
    const account = requireCustomer(this.backend, this.session);
    if (account.customer.phoneVerified === true) return;
    if (code.trim() !== MEMORY_PHONE_CODE) throw fail('BAD_REQUEST', 'PHONE_CODE_WRONG', 'Kode salah', 'body.code');
    account.customer = { ...account.customer, phoneVerified: true };
  }

  async deactivate(password: string): Promise<void> {
    const account = this.checkPassword(password);
    if (account.walletBalance > 0) throw fail('CONFLICT', 'WALLET_NOT_EMPTY', 'Tarik saldo dompet Anda sebelum menonaktifkan akun');
    account.deactivated = true;
    for (const [token, key] of [...this.backend.loginTokens]) if (key === account.customer.customerKey) this.backend.loginTokens.delete(token);
  }

  private tokensOf(customerKey: string): string[] {
    return [...this.backend.loginTokens].filter(([, key]) => key === customerKey).map(([token]) => token);
  }

  async sessions(): Promise<SignedInSession[]> {
    const account = requireCustomer(this.backend, this.session);
    const current = this.session.loginToken();
    return this.tokensOf(account.customer.customerKey).map((token) => {
      if (!this.security.seen.has(token)) this.security.seen.set(token, this.security.now());
      return { id: token, createdAt: new Date(this.security.seen.get(token) ?? 0).toISOString(), device: null, current: token === current };
    }).reverse();
  }

  async endSession(id: string): Promise<void> {
    const account = requireCustomer(this.backend, this.session);
    if (!this.tokensOf(account.customer.customerKey).includes(id)) throw new ApiError('NOT_FOUND');
    this.backend.loginTokens.delete(id);
  }

  async endOtherSessions(): Promise<void> {
    const account = requireCustomer(this.backend, this.session);
    const current = this.session.loginToken();
    for (const token of this.tokensOf(account.customer.customerKey)) if (token !== current) this.backend.loginTokens.delete(token);
  }
}
