// OpsApi over HTTP (docs/api/ops.md). The console has its own HttpClient (OPS_HTTP_CLIENT, built by
// createOpsHttpClient): the same tb-* headers and retries as the storefront's, but no customer
// `Authorization: Token` nor AccessToken; every console call carries `Authorization: Staff <token>`
// from the StaffSessionStore, and a 401 clears that store (never the customer's session, never
// the customer's /logout hook). Actions send the caller's Idempotency-Key, so the client's retries
// of one attempt carry the same key. receive and photos are multipart/form-data (field `photos`).
import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import type {
  CustomsStatus, LineActionResult, OpsApi, OpsLine, OpsOrder, OpsParcel, OpsQueues, OpsRate, OpsRateHistoryEntry, OpsSearchHit, PackRequest, Paged,
  PhotoUpload, PurchaseRequest, ReceiveRequest, ResolveRequest, SetRateRequest, StaffProfile, Ticket,
  SecondFactorAnswer, SecondFactorResult, StaffLoginStep,
} from '../../application/ports/ops-api.port';
import { STAFF_SESSION_STORE, type StaffSessionStore } from '../../application/ports/ops-api.port';
import type { SessionStore } from '../../application/ports/session-store.port';
import type { RuntimeConfig } from '../config/runtime-config';
import { list, obj, str, type Json } from './dto';
import { HttpClient, IDEMPOTENCY_HEADER, envelope, type HttpClientOptions, type HttpResponse } from './http-client';
import {
  toOpsLine, toOpsOrder, toOpsParcel, toPaged, toQueues, toSearchHit, toSettlement, toStaffProfile, toTicket, toStaffLoginStep, toSecondFactorResult,
} from './ops-mappers';
import { toOpsRate, toOpsRateHistoryEntry } from './ops-rates-mappers';

/** Token of the console's own HttpClient (infrastructure only). */
export const OPS_HTTP_CLIENT = Symbol.for('infrastructure.OpsHttpClient');

export const STAFF_AUTH_SCHEME = 'Staff';

/**
 * The console's client: the language of the storefront's session for tb-language, no customer
 * tokens, and a 401 clears the staff session.
 */
export function createOpsHttpClient(
  config: HttpClientOptions['config'],
  session: Pick<SessionStore, 'language'>,
  staff: StaffSessionStore,
  extra: Pick<HttpClientOptions, 'adapter' | 'retry' | 'now' | 'uuid'> = {},
): HttpClient {
  return new HttpClient({
    config,
    session: { language: () => session.language(), loginToken: () => null, accessToken: () => null },
    onUnauthorized: () => staff.clear(),
    ...extra,
  });
}

export type OpsClientConfig = Pick<RuntimeConfig, 'apiBaseUrl' | 'scrapeBaseUrl'>;

function lineResult(response: HttpResponse): LineActionResult {
  const data = obj(envelope(response).data, 'data');
  return {
    line: toOpsLine(data.line, 'data.line'),
    settlement: data.settlement === null || data.settlement === undefined ? null : toSettlement(data.settlement, 'data.settlement'),
  };
}

const parcelOf = (response: HttpResponse): OpsParcel => toOpsParcel(envelope(response).data);

function photoForm(photos: readonly PhotoUpload[], fields: Record<string, string | number | null | undefined> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined && value !== '') form.append(name, String(value));
  }
  for (const photo of photos) form.append('photos', photo.blob, photo.name);
  return form;
}

function optional(body: Json, name: string, value: string | number | null | undefined): Json {
  if (value !== null && value !== undefined && value !== '') body[name] = value;
  return body;
}

@injectable()
export class HttpOpsApi implements OpsApi {
  constructor(
    @inject(OPS_HTTP_CLIENT) private readonly http: HttpClient,
    @inject(STAFF_SESSION_STORE) private readonly staff: StaffSessionStore,
  ) {}

  /** The staff header; without a stored session no call is made (401 STAFF_LOGIN_REQUIRED). */
  private auth(idempotencyKey?: string): Record<string, string> {
    const session = this.staff.current();
    if (!session) throw new ApiError('UNAUTHORIZED', { status: 401, reason: 'STAFF_LOGIN_REQUIRED' });
    const headers: Record<string, string> = { Authorization: `${STAFF_AUTH_SCHEME} ${session.token}` };
    if (idempotencyKey !== undefined) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
    return headers;
  }

  private get(path: string, query?: Record<string, string | number | null | undefined>): Promise<HttpResponse> {
    return this.http.get(path, { query, headers: this.auth() });
  }

  private action(path: string, body: unknown, idempotencyKey: string): Promise<HttpResponse> {
    return this.http.post(path, { body, headers: this.auth(idempotencyKey) });
  }

  async login(email: string, password: string): Promise<StaffLoginStep> {
    return toStaffLoginStep(envelope(await this.http.post('ops/login', { body: { email, password } })).data);
  }

  async secondFactor(challenge: string, answer: SecondFactorAnswer): Promise<SecondFactorResult> {
    const body = 'code' in answer ? { challenge, code: answer.code } : { challenge, recovery_code: answer.recoveryCode };
    return toSecondFactorResult(envelope(await this.http.post('ops/login/second-factor', { body })).data);
  }

  async setupSecondFactor(): Promise<{ secret: string; otpauthUri: string }> {
    const data = obj(envelope(await this.http.post('ops/me/second-factor/setup', { headers: this.auth(), body: {} })).data, 'data');
    return { secret: str(data.secret, 'data.secret'), otpauthUri: str(data.otpauth_uri, 'data.otpauth_uri') };
  }

  async confirmSecondFactor(code: string): Promise<string[]> {
    const data = obj(envelope(await this.http.post('ops/me/second-factor/confirm', { headers: this.auth(), body: { code } })).data, 'data');
    return list(data.recovery_codes, 'data.recovery_codes', (c, at) => str(c, at));
  }

  async disableSecondFactor(answer: SecondFactorAnswer): Promise<void> {
    const body = 'code' in answer ? { code: answer.code } : { recovery_code: answer.recoveryCode };
    await this.http.post('ops/me/second-factor/disable', { headers: this.auth(), body });
  }

  async logout(): Promise<void> {
    await this.http.post('ops/logout', { headers: this.auth() });
  }

  async me(): Promise<StaffProfile> {
    return toStaffProfile(envelope(await this.get('ops/me')).data);
  }

  async queues(): Promise<OpsQueues> {
    return toQueues(envelope(await this.get('ops/queues')).data);
  }

  async lines(state: string, page: number): Promise<Paged<OpsLine>> {
    return toPaged(envelope(await this.get('ops/lines', { state, page })), toOpsLine);
  }

  async parcels(state: string, page: number): Promise<Paged<OpsParcel>> {
    return toPaged(envelope(await this.get('ops/parcels', { state, page })), toOpsParcel);
  }

  async storage(withinDays: number, page: number): Promise<Paged<OpsLine>> {
    return toPaged(envelope(await this.get('ops/storage', { within_days: withinDays, page })), toOpsLine);
  }

  async search(query: string): Promise<OpsSearchHit[]> {
    return list(envelope(await this.get('ops/search', { q: query.trim() })).data, 'data', toSearchHit);
  }

  async order(orderCode: string): Promise<OpsOrder> {
    return toOpsOrder(envelope(await this.get(`ops/orders/${encodeURIComponent(orderCode)}`)).data);
  }

  async purchase(lineId: number, request: PurchaseRequest, idempotencyKey: string): Promise<LineActionResult> {
    const body: Json = { seller_order_number: request.sellerOrderNumber, price_paid: request.pricePaid };
    optional(body, 'seller_shipping', request.sellerShipping);
    optional(body, 'quantity_bought', request.quantityBought);
    optional(body, 'note', request.note);
    return lineResult(await this.action(`ops/lines/${lineId}/purchase`, body, idempotencyKey));
  }

  async outOfStock(lineId: number, note: string | null, idempotencyKey: string): Promise<LineActionResult> {
    return lineResult(await this.action(`ops/lines/${lineId}/out-of-stock`, optional({}, 'note', note), idempotencyKey));
  }

  async receive(lineId: number, request: ReceiveRequest, idempotencyKey: string): Promise<LineActionResult> {
    const form = photoForm(request.photos, {
      weight_grams: request.weightGrams, length_cm: request.lengthCm, width_cm: request.widthCm, height_cm: request.heightCm,
      problem_reason: request.problemReason, note: request.note,
    });
    return lineResult(await this.action(`ops/lines/${lineId}/receive`, form, idempotencyKey));
  }

  async addPhotos(lineId: number, photos: readonly PhotoUpload[], idempotencyKey: string): Promise<LineActionResult> {
    return lineResult(await this.action(`ops/lines/${lineId}/photos`, photoForm(photos), idempotencyKey));
  }

  async problem(lineId: number, reason: string, idempotencyKey: string): Promise<LineActionResult> {
    return lineResult(await this.action(`ops/lines/${lineId}/problem`, { reason }, idempotencyKey));
  }

  async returned(lineId: number, note: string | null, idempotencyKey: string): Promise<LineActionResult> {
    return lineResult(await this.action(`ops/lines/${lineId}/returned`, optional({}, 'note', note), idempotencyKey));
  }

  async pack(request: PackRequest, idempotencyKey: string): Promise<OpsParcel> {
    const body = {
      line_ids: request.lineIds, weight_grams: request.weightGrams,
      length_cm: request.lengthCm, width_cm: request.widthCm, height_cm: request.heightCm,
    };
    return parcelOf(await this.action('ops/parcels', body, idempotencyKey));
  }

  async ship(parcelCode: string, carrier: string, trackingNumber: string, idempotencyKey: string): Promise<OpsParcel> {
    return parcelOf(await this.action(`ops/parcels/${encodeURIComponent(parcelCode)}/ship`, { carrier, tracking_number: trackingNumber }, idempotencyKey));
  }

  async customs(parcelCode: string, status: CustomsStatus, reason: string | null, idempotencyKey: string): Promise<OpsParcel> {
    const body = optional({ status }, 'reason', reason);
    return parcelOf(await this.action(`ops/parcels/${encodeURIComponent(parcelCode)}/customs`, body, idempotencyKey));
  }

  async outForDelivery(parcelCode: string, courier: string, trackingNumber: string, idempotencyKey: string): Promise<OpsParcel> {
    const body = { courier, tracking_number: trackingNumber };
    return parcelOf(await this.action(`ops/parcels/${encodeURIComponent(parcelCode)}/out-for-delivery`, body, idempotencyKey));
  }

  async delivered(parcelCode: string, idempotencyKey: string): Promise<OpsParcel> {
    return parcelOf(await this.action(`ops/parcels/${encodeURIComponent(parcelCode)}/delivered`, {}, idempotencyKey));
  }

  async tickets(status: string | null, page: number): Promise<Paged<Ticket>> {
    return toPaged(envelope(await this.get('ops/tickets', { status, page })), toTicket);
  }

  async ticket(ticketId: string): Promise<Ticket> {
    return toTicket(envelope(await this.get(`ops/tickets/${encodeURIComponent(ticketId)}`)).data);
  }

  async answerTicket(ticketId: string, message: string, idempotencyKey: string): Promise<void> {
    await this.action(`ops/tickets/${encodeURIComponent(ticketId)}/answer`, { message }, idempotencyKey);
  }

  async resolveTicket(ticketId: string, request: ResolveRequest, idempotencyKey: string): Promise<void> {
    const body: Json = { outcome: request.outcome };
    optional(body, 'amount', request.outcome === 'approved' ? request.amount : null);
    optional(body, 'message', request.message);
    await this.action(`ops/tickets/${encodeURIComponent(ticketId)}/resolve`, body, idempotencyKey);
  }

  async rates(): Promise<OpsRate[]> {
    return list(envelope(await this.get('ops/kurs')).data, 'data', toOpsRate);
  }

  async rateHistory(code: string): Promise<OpsRateHistoryEntry[]> {
    return list(envelope(await this.get(`ops/kurs/${encodeURIComponent(code)}/history`)).data, 'data', toOpsRateHistoryEntry);
  }

  async setRate(code: string, request: SetRateRequest, idempotencyKey: string): Promise<{ rate: OpsRate; history: OpsRateHistoryEntry }> {
    const body: Json = { kurs: request.kurs, date: request.date, note: request.note, confirm_large_change: request.confirmLargeChange };
    const data = obj(envelope(await this.action(`ops/kurs/${encodeURIComponent(code)}`, body, idempotencyKey)).data, 'data');
    return { rate: toOpsRate(data.rate, 'data.rate'), history: toOpsRateHistoryEntry(data.history, 'data.history') };
  }
}
