import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import type { AuthApi, ChangePasswordInput, ConfirmForgotInput, LoginResult, MandatoryRegistration } from '../../application/ports/auth-api.port';
import { optStr, type Json } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient, type HttpResponse } from './http-client';
import { toCustomer } from './mappers';

function message(response: HttpResponse): string {
  return optStr(envelope(response).message, 'message') ?? '';
}

function loginResult(body: Json): LoginResult {
  const token = optStr(body.token, 'token');
  if (body.login === false || !token) {
    throw new ApiError('UNAUTHORIZED', { status: 200, message: optStr(body.message, 'message') ?? undefined, reason: 'LOGIN_FAILED' });
  }
  return { token, customer: toCustomer(body.customer ?? body.user, 'customer'), message: optStr(body.message, 'message') ?? '' };
}

@injectable()
export class HttpAuthApi implements AuthApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async registerMini(userId: string): Promise<string> {
    return message(await this.http.post('customer/register/mini', { body: { user_id: userId } }));
  }

  async verifyCode(userId: string, code: string): Promise<string> {
    return message(await this.http.post('customer/register/verify-code', { body: { user_id: userId, code } }));
  }

  async registerMandatory(input: MandatoryRegistration): Promise<LoginResult> {
    const body = {
      user_id: input.userId,
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      phone_number: input.phoneNumber,
      password: input.password,
      confirm_password: input.confirmPassword,
      ...(input.referral ? { referral: input.referral } : {}),
    };
    return loginResult(envelope(await this.http.post('customer/register/mandatory', { body, idempotent: true })));
  }

  async resendCode(userId: string): Promise<string> {
    return message(await this.http.post('customer/register/resend-code', { body: { user_id: userId } }));
  }

  async login(identifier: string, password: string): Promise<LoginResult> {
    return loginResult(envelope(await this.http.post('customer/login', { body: { username: identifier, password } })));
  }

  async logout(): Promise<void> {
    await this.http.post('customer/logout');
  }

  async forgotPassword(emailOrPhone: string): Promise<string> {
    return message(await this.http.post('customer/password/forgot', { body: { email_or_phone: emailOrPhone } }));
  }

  async confirmForgot(input: ConfirmForgotInput): Promise<string> {
    return message(
      await this.http.post('customer/password/forgot/confirm', {
        body: { token: input.token, new_password: input.newPassword, confirm_password: input.confirmPassword },
      }),
    );
  }

  async changePassword(input: ChangePasswordInput): Promise<string> {
    return message(
      await this.http.post('customer/password/change', {
        body: { old_password: input.oldPassword, new_password: input.newPassword, confirm_password: input.confirmPassword },
      }),
    );
  }

  async googleLogin(oauthToken: string): Promise<LoginResult> {
    return loginResult(envelope(await this.http.post('oauth2/google/login', { body: { oauth_token: oauthToken } })));
  }

  async googleRegister(oauthToken: string, referral?: string | null): Promise<LoginResult> {
    const body = envelope(await this.http.post('oauth2/google/register', { body: { oauth_token: oauthToken, ...(referral ? { referral } : {}) }, idempotent: true }));
    return loginResult(body);
  }

  async facebookRegister(accessToken: string, referral?: string | null): Promise<LoginResult> {
    const body = envelope(await this.http.post('oauth2/facebook/register', { body: { access_token: accessToken, ...(referral ? { referral } : {}) }, idempotent: true }));
    return loginResult(body);
  }
}
