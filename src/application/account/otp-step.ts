/**
 * The one-time-code step of a withdrawal (docs/account-security.md): 'Kirim kode' asks the server to
 * send a code (GET customer/otp), the customer types it, and before the withdrawal is sent the code
 * is verified once (POST customer/otp/verify). A verified code stays good for this session's next
 * withdrawal (10 minutes), so a withdrawal refused for another reason (wrong PIN, balance) is sent
 * again without verifying twice; a withdrawal made uses it up (`used()`).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountApi } from '../ports/account-api.port';
import { Submission } from './submission';

export type OtpProblem = 'required' | 'format';

export const OTP_PATTERN = /^\d{6}$/;

export class OtpStep {
  code = '';
  /** Where the last code went (masked), once sent. */
  sentTo: string[] | null = null;
  /** The request for a code ('Kirim kode'): `sending.busy` while it runs. */
  readonly sending = new Submission();
  verified = false;
  /** The failed send or verification (ApiError: the server's message). */
  error: unknown = null;

  constructor(private readonly api: AccountApi) {
    makeAutoObservable<this, 'api'>(this, { api: false, sending: false }, { autoBind: true });
  }

  get problem(): OtpProblem | null {
    if (this.verified) return null;
    const code = this.code.trim();
    if (code === '') return 'required';
    return OTP_PATTERN.test(code) ? null : 'format';
  }

  setCode(code: string): void {
    this.code = code;
    this.error = null;
  }

  /** Sends a new code (an earlier one stops working). */
  async send(): Promise<boolean> {
    this.error = null;
    const sent = await this.sending.run(true, async () => {
      const sentTo = await this.api.requestOtp();
      runInAction(() => {
        this.sentTo = sentTo;
        this.verified = false;
        this.code = '';
      });
    });
    if (!sent) {
      runInAction(() => {
        this.error = this.sending.error;
      });
    }
    return sent;
  }

  /** Verifies the typed code unless this session already did; false (with `error`) when refused. */
  async ensureVerified(): Promise<boolean> {
    if (this.verified) return true;
    if (this.problem) return false;
    try {
      await this.api.verifyOtp(this.code.trim());
      runInAction(() => {
        this.verified = true;
        this.error = null;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = error;
      });
      return false;
    }
  }

  /** The withdrawal went through: the code is spent, the next one needs a new code. */
  used(): void {
    this.verified = false;
    this.code = '';
    this.sentTo = null;
    this.error = null;
  }
}
