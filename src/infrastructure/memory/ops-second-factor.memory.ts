// The staff's second factor in memory (ops.memory.ts; the server's rules, docs/operations-console.md
// "Second factor"): TOTP with otpauth (SHA-1, 6 digits, 30 s, one step either side, a step used
// once), ten recovery codes each good once, required for admins (their first sign-in enrols),
// optional for the other roles. Kept per staff id for the adapter's life.
import * as OTPAuth from 'otpauth';
import { ApiError } from '../../application/ports/api-error';
import type { SecondFactorAnswer, StaffMember } from '../../application/ports/ops-api.port';

interface Factor { secret: string | null; pending: string | null; lastStep: number; recovery: Set<string> }
interface Challenge { staff: StaffMember; kind: 'code' | 'enrol'; secret: string | null; expiresAt: number; used: boolean }

const totp = (secret: string, label = '') => new OTPAuth.TOTP({
  issuer: 'Titip Console', label, algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret),
});

/** The code of a secret at a time (the stories and unit tests sign in with it). */
export function memoryTotpCode(secret: string, nowMs: number): string {
  return totp(secret).generate({ timestamp: nowMs });
}

const invalidCode = (field: string) => new ApiError('UNAUTHORIZED', { status: 401, reason: 'SECOND_FACTOR_INVALID', field, message: 'Kode salah atau sudah dipakai.' });

export class MemorySecondFactors {
  private readonly factors = new Map<string, Factor>();
  private readonly challenges = new Map<string, Challenge>();
  private seq = 0;

  constructor(private readonly now: () => number) {}

  private factor(staffId: string): Factor {
    let f = this.factors.get(staffId);
    if (!f) {
      f = { secret: null, pending: null, lastStep: -1, recovery: new Set() };
      this.factors.set(staffId, f);
    }
    return f;
  }

  status(member: StaffMember): { enabled: boolean; required: boolean } {
    return { enabled: this.factor(member.staffId).secret !== null, required: member.role === 'admin' };
  }

  /** After the password: null (a session), or a challenge. */
  challenge(member: StaffMember): { kind: 'code' | 'enrol'; challenge: string; expiresAt: string; secret?: string; otpauthUri?: string } | null {
    const { enabled, required } = this.status(member);
    if (!enabled && !required) return null;
    this.seq += 1;
    const token = `challenge-${member.staffId}-${this.seq}`;
    const expiresAt = this.now() + 5 * 60_000;
    const secret = enabled ? null : new OTPAuth.Secret({ size: 20 }).base32;
    this.challenges.set(token, { staff: member, kind: enabled ? 'code' : 'enrol', secret, expiresAt, used: false });
    const when = new Date(expiresAt).toISOString();
    return secret ? { kind: 'enrol', challenge: token, expiresAt: when, secret, otpauthUri: totp(secret, member.email).toString() } : { kind: 'code', challenge: token, expiresAt: when };
  }

  private accept(staffId: string, secret: string | null, code: string): boolean {
    const f = this.factor(staffId);
    if (!secret || !/^\d{6}$/.test(code.trim())) return false;
    const delta = totp(secret).validate({ token: code.trim(), timestamp: this.now(), window: 1 });
    if (delta === null) return false;
    const step = Math.floor(this.now() / 30_000) + delta;
    if (step <= f.lastStep) return false;
    f.lastStep = step;
    return true;
  }

  private check(staffId: string, answer: SecondFactorAnswer, secret: string | null): boolean {
    const f = this.factor(staffId);
    if ('recoveryCode' in answer) {
      const key = answer.recoveryCode.toLowerCase().replace(/[^a-z0-9]/g, '');
      return f.recovery.delete(key);
    }
    return this.accept(staffId, secret, answer.code);
  }

  private enable(staffId: string, secret: string): string[] {
    const f = this.factor(staffId);
    const codes = Array.from({ length: 10 }, (_, i) => `${staffId}${i}ab-cdef-${String(this.now() % 10_000).padStart(4, '0')}`.slice(0, 14));
    f.secret = secret;
    f.pending = null;
    f.recovery = new Set(codes.map((c) => c.replace(/-/g, '')));
    return codes;
  }

  /** The staff member and, after an enrolment, the recovery codes. */
  answer(token: string, answer: SecondFactorAnswer): { staff: StaffMember; recoveryCodes: string[] | null } {
    const c = this.challenges.get(token);
    if (!c || c.used || c.expiresAt <= this.now()) throw new ApiError('UNAUTHORIZED', { status: 401, reason: 'CHALLENGE_INVALID' });
    const secret = c.kind === 'enrol' ? c.secret : this.factor(c.staff.staffId).secret;
    if ((c.kind === 'enrol' && !('code' in answer)) || !this.check(c.staff.staffId, answer, secret)) throw invalidCode('code' in answer ? 'body.code' : 'body.recovery_code');
    c.used = true;
    return { staff: c.staff, recoveryCodes: c.kind === 'enrol' && c.secret ? this.enable(c.staff.staffId, c.secret) : null };
  }

  setup(member: StaffMember): { secret: string; otpauthUri: string } {
    const f = this.factor(member.staffId);
    if (f.secret) throw new ApiError('CONFLICT', { status: 409, reason: 'SECOND_FACTOR_ENABLED' });
    f.pending = new OTPAuth.Secret({ size: 20 }).base32;
    return { secret: f.pending, otpauthUri: totp(f.pending, member.email).toString() };
  }

  confirm(member: StaffMember, code: string): string[] {
    const f = this.factor(member.staffId);
    if (!f.pending) throw new ApiError('CONFLICT', { status: 409, reason: 'SECOND_FACTOR_NOT_SET_UP' });
    if (!this.accept(member.staffId, f.pending, code)) throw new ApiError('UNPROCESSABLE', { status: 422, reason: 'SECOND_FACTOR_INVALID', field: 'body.code' });
    return this.enable(member.staffId, f.pending);
  }

  disable(member: StaffMember, answer: SecondFactorAnswer): void {
    if (member.role === 'admin') throw new ApiError('FORBIDDEN', { status: 403, reason: 'SECOND_FACTOR_REQUIRED' });
    const f = this.factor(member.staffId);
    if (!f.secret) return;
    if (!this.check(member.staffId, answer, f.secret)) {
      throw new ApiError('UNPROCESSABLE', { status: 422, reason: 'SECOND_FACTOR_INVALID', field: 'code' in answer ? 'body.code' : 'body.recovery_code' });
    }
    this.factors.delete(member.staffId);
  }
}
