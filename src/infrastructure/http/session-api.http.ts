import { inject, injectable } from 'inversify';
import type { SessionApi } from '../../application/ports/session-api.port';
import { str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';

@injectable()
export class HttpSessionApi implements SessionApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async createAccessToken(): Promise<string> {
    const body = envelope(await this.http.post('token-access/create', { body: { mode: 'create_token' }, idempotent: true }));
    return str(body.access_token, 'access_token');
  }
}
