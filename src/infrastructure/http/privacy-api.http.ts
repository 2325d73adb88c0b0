// PrivacyApi over HTTP (docs/privacy.md): GET/PUT customer/consent, GET customer/data-export.
import { inject, injectable } from 'inversify';
import { parseConsentRecord, type ConsentRecord, type ConsentSource } from '../../domain/privacy';
import type { PrivacyApi } from '../../application/privacy/privacy.port';
import { ApiError } from '../../application/ports/api-error';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';

@injectable()
export class HttpPrivacyApi implements PrivacyApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async consent(): Promise<ConsentRecord | null> {
    const body = envelope(await this.http.get('customer/consent'));
    const c = body.consent as Record<string, unknown> | null | undefined;
    if (c === null || c === undefined) return null;
    const decidedAt = typeof c.decided_at === 'string' ? Date.parse(c.decided_at) : NaN;
    return parseConsentRecord({ version: c.version, analytics: c.analytics, advertising: c.advertising, decidedAt });
  }

  async saveConsent(record: ConsentRecord, source: ConsentSource): Promise<void> {
    envelope(await this.http.put('customer/consent', {
      body: { version: record.version, analytics: record.analytics, advertising: record.advertising, source, decided_at: new Date(record.decidedAt).toISOString() },
    }));
  }

  async exportData(): Promise<unknown> {
    const body = envelope(await this.http.get('customer/data-export'));
    if (typeof body.data !== 'object' || body.data === null) throw new ApiError('MALFORMED_RESPONSE', { status: 200, reason: 'MALFORMED_RESPONSE', field: 'data' });
    return body.data;
  }
}
