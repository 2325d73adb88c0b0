// AccountApi over HTTP (docs/api/auth.md 'Account security'): the PIN, the withdrawal one-time code
// (customer/otp and customer/otp/verify are signed by the HttpClient), deactivation and sessions.
// Wire: snake_case; a wrong shape is MALFORMED_RESPONSE.
import { inject, injectable } from 'inversify';
import type { AccountApi, PinInput, SignedInSession } from '../../application/ports/account-api.port';
import { bool, list, obj, optStr, str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';

/** The spec's one-time-code reference (section 9); here it guards withdrawals. */
export const OTP_REF = 'CO';

export function toSession(value: unknown, path: string): SignedInSession {
  const row = obj(value, path);
  return {
    id: str(row.session_id, `${path}.session_id`),
    createdAt: str(row.created_at, `${path}.created_at`),
    device: optStr(row.device, `${path}.device`),
    current: bool(row.current, `${path}.current`),
  };
}

@injectable()
export class HttpAccountApi implements AccountApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async setPin(input: PinInput): Promise<void> {
    envelope(await this.http.post('customer/reset/pin', { body: { password: input.password, pin: input.pin, confirm_pin: input.confirmPin } }));
  }

  async requestOtp(): Promise<string[]> {
    const body = envelope(await this.http.get('customer/otp', { query: { ref: OTP_REF } }));
    return list(body.sent_to ?? [], 'sent_to', (v, p) => str(v, p));
  }

  async verifyOtp(code: string): Promise<void> {
    envelope(await this.http.post('customer/otp/verify', { body: { ref: OTP_REF, code } }));
  }

  async requestPhoneCode(): Promise<string[]> {
    const body = envelope(await this.http.post('customer/phone/code'));
    return list(body.sent_to ?? [], 'sent_to', (v, p) => str(v, p));
  }

  async verifyPhone(code: string): Promise<void> {
    envelope(await this.http.post('customer/phone/verify', { body: { code } }));
  }

  async deactivate(password: string): Promise<void> {
    envelope(await this.http.post('customer/deactivate', { body: { password } }));
  }

  async sessions(): Promise<SignedInSession[]> {
    return list(envelope(await this.http.get('customer/sessions')).data, 'data', toSession);
  }

  async endSession(id: string): Promise<void> {
    envelope(await this.http.delete(`customer/sessions/${encodeURIComponent(id)}`));
  }

  async endOtherSessions(): Promise<void> {
    envelope(await this.http.post('customer/sessions/revoke-others'));
  }
}
