// SocialAccountApi over HTTP (docs/account-security.md "Google and Facebook"): oauth2/{provider}/login
// sent with the login token connects the identity to the signed-in account (server/modules/auth/
// social-routes.ts answerSocial: {login, customer} without a token). The 'social' feature's.
import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import type { SocialAccountApi, SocialConnection, SocialProvider } from '../../application/ports/social-sdk.port';
import { optStr } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { toCustomer } from './mappers';

@injectable()
export class HttpSocialAccountApi implements SocialAccountApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async connect(provider: SocialProvider, token: string): Promise<SocialConnection> {
    const body = provider === 'google' ? { oauth_token: token } : { access_token: token };
    const answer = envelope(await this.http.post(`oauth2/${provider}/login`, { body }));
    const message = optStr(answer.message, 'message') ?? '';
    if (answer.login === false || answer.customer === undefined) {
      throw new ApiError('UNAUTHORIZED', { status: 200, message: message || undefined, reason: 'LOGIN_FAILED' });
    }
    return { customer: toCustomer(answer.customer, 'customer'), message };
  }
}
