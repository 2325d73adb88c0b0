/**
 * Phone verification (docs/account-security.md "Phone verification"): withdrawal codes go to a phone
 * number only once an SMS code proved it. Shown on /settings and /withdraw: whether the number is
 * verified, 'Kirim kode SMS' (POST customer/phone/code), the code typed and checked (POST
 * customer/phone/verify). A withdrawal code refused with PHONE_NOT_VERIFIED makes it needed again.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountApi } from '../ports/account-api.port';
import type { Customer } from '../ports/session-store.port';
import { OTP_PATTERN } from './otp-step';
import { Submission } from './submission';

export class PhoneVerification {
  phone = '';
  verified = false;
  code = '';
  /** Where the last code went (masked), once sent. */
  sentTo: string[] | null = null;
  readonly sending = new Submission();
  readonly verifying = new Submission();

  constructor(private readonly api: AccountApi) {
    makeAutoObservable<this, 'api'>(this, { api: false, sending: false, verifying: false }, { autoBind: true });
  }

  /** From the loaded profile. */
  reset(customer: Pick<Customer, 'phoneNumber' | 'phoneVerified'>): void {
    this.phone = customer.phoneNumber;
    this.verified = customer.phoneVerified === true;
    this.code = '';
    this.sentTo = null;
  }

  /** A number that is not verified: the screen offers the code. */
  get needed(): boolean {
    return this.phone !== '' && !this.verified;
  }

  get codeProblem(): 'required' | 'format' | null {
    const code = this.code.trim();
    if (code === '') return 'required';
    return OTP_PATTERN.test(code) ? null : 'format';
  }

  setCode(code: string): void {
    this.code = code;
  }

  /** The server refused a withdrawal code: the number is not verified (any more). */
  markUnverified(): void {
    this.verified = false;
  }

  async send(): Promise<boolean> {
    return this.sending.run(true, async () => {
      const sentTo = await this.api.requestPhoneCode();
      runInAction(() => {
        this.sentTo = sentTo;
        this.code = '';
        if (sentTo.length === 0) this.verified = true;
      });
    });
  }

  async verify(): Promise<boolean> {
    return this.verifying.run(this.codeProblem === null, async () => {
      await this.api.verifyPhone(this.code.trim());
      runInAction(() => {
        this.verified = true;
        this.code = '';
        this.sentTo = null;
      });
    });
  }
}
