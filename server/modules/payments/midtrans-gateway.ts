// The Midtrans Core API adapter of the payment port (docs/payments.md, "Midtrans adapter"): a small
// typed client over axios. Every answer is checked (midtrans-wire.ts) against the shape it relies on before
// it is used: a malformed answer is a GatewayError MALFORMED, never a crash, a missing payment
// instruction or a wrong amount. The order id is the idempotency key: a charge refused with 406
// (order id already used, e.g. the retry of a charge that timed out but went through) is answered
// with the existing charge, read back with the status call, when it is the same charge.
import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import type { NotificationBody, PaymentGateway } from './gateway.ts';
import { isValidNotificationSignature } from './signature.ts';
import {
  GatewayError, STATUS_CODE, checkChargeRequest, checkOrderId, chargeBody, isObject, toChargeResult, toGatewayStatus, type Json,
} from './midtrans-wire.ts';

export { GatewayError, wibToIso, type GatewayErrorCode } from './midtrans-wire.ts';

export interface MidtransGatewayOptions {
  /** Base URL, e.g. https://api.sandbox.midtrans.com (no trailing /v2). */
  url: string;
  serverKey: string;
  /** Public key for the browser's card tokenisation; kept for the composition, never sent here. */
  clientKey: string;
  /** Deadline of one call, answer included; default 10 s. */
  timeoutMs?: number;
  http?: AxiosInstance;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export function createMidtransGateway(options: MidtransGatewayOptions): PaymentGateway {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const http = options.http ?? axios.create();
  const authorization = `Basic ${Buffer.from(`${options.serverKey}:`, 'utf8').toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: Json): Promise<{ httpStatus: number; json: Json }> {
    const signal = AbortSignal.timeout(timeoutMs);
    let response: AxiosResponse<string>;
    try {
      response = await http.request<string>({
        method,
        url: `${base}${path}`,
        data: body === undefined ? undefined : JSON.stringify(body),
        headers: { Authorization: authorization, Accept: 'application/json', 'Content-Type': 'application/json' },
        timeout: timeoutMs,
        signal,
        responseType: 'text',
        transformResponse: [(data: unknown) => data],
        validateStatus: () => true,
        maxRedirects: 0,
        maxContentLength: 1_000_000,
      });
    } catch (error) {
      throw transportError(error, signal.aborted, method, path);
    }
    const httpStatus = response.status;
    let parsed: unknown;
    try {
      parsed = typeof response.data === 'string' ? JSON.parse(response.data) : response.data;
    } catch {
      parsed = undefined;
    }
    if (!isObject(parsed)) {
      if (httpStatus >= 500) throw new GatewayError('UNAVAILABLE', `Midtrans ${method} ${path}: HTTP ${httpStatus}`, httpStatus);
      throw new GatewayError('MALFORMED', `Midtrans ${method} ${path}: the answer is not a JSON object (HTTP ${httpStatus})`, httpStatus);
    }
    // Midtrans puts its verdict in the body's status_code, sometimes under HTTP 200: both count.
    const rawCode = parsed['status_code'];
    const statusCode = typeof rawCode === 'string' && STATUS_CODE.test(rawCode) ? rawCode : null;
    const message = typeof parsed['status_message'] === 'string' ? parsed['status_message'] : `HTTP ${httpStatus}`;
    // 407 is an expired transaction: a status, not an error, when the answer carries one.
    const expiredStatus = statusCode === '407' && typeof parsed['transaction_status'] === 'string';
    const effective = Math.max(httpStatus, statusCode === null || expiredStatus ? 0 : Number(statusCode));
    if (effective >= 500) throw new GatewayError('UNAVAILABLE', `Midtrans ${method} ${path}: ${message}`, httpStatus, statusCode);
    if (effective >= 400) throw new GatewayError('REJECTED', `Midtrans ${method} ${path}: ${message}`, httpStatus, statusCode);
    if (httpStatus < 200 || httpStatus >= 300) {
      throw new GatewayError('MALFORMED', `Midtrans ${method} ${path}: unexpected HTTP ${httpStatus}`, httpStatus, statusCode);
    }
    if (statusCode === null) throw new GatewayError('MALFORMED', `Midtrans ${method} ${path}: the answer has no status_code`, httpStatus);
    return { httpStatus, json: parsed };
  }

  async function readStatus(orderId: string): Promise<{ httpStatus: number; json: Json }> {
    return call('GET', `/v2/${encodeURIComponent(orderId)}/status`);
  }

  return {
    name: 'midtrans',
    // Core API payment types this adapter charges (docs/payments.md "Midtrans adapter").
    methods: ['bank_transfer', 'echannel', 'qris', 'gopay', 'shopeepay', 'cstore', 'credit_card'],

    async charge(request) {
      checkChargeRequest(request);
      try {
        const { httpStatus, json } = await call('POST', '/v2/charge', chargeBody(request));
        return toChargeResult(json, request, httpStatus, false);
      } catch (error) {
        if (!(error instanceof GatewayError) || error.code !== 'REJECTED' || error.gatewayStatusCode !== '406') throw error;
        // The order id is taken: the earlier attempt (one that timed out) went through. Answer with
        // that charge, when it is this charge; never charge twice.
        const { httpStatus, json } = await readStatus(request.orderId);
        return toChargeResult(json, request, httpStatus, true);
      }
    },

    async status(orderId) {
      checkOrderId(orderId);
      const { httpStatus, json } = await readStatus(orderId);
      return toGatewayStatus(json, orderId, httpStatus);
    },

    async cancel(orderId) {
      checkOrderId(orderId);
      const { httpStatus, json } = await call('POST', `/v2/${encodeURIComponent(orderId)}/cancel`);
      return toGatewayStatus(json, orderId, httpStatus);
    },

    verifyNotification(body: NotificationBody) {
      // The body comes off the wire: anything but strings in the signed fields is refused.
      if (!isObject(body)) return false;
      const candidate = body as unknown as Json;
      for (const field of ['order_id', 'status_code', 'gross_amount', 'signature_key']) {
        if (typeof candidate[field] !== 'string') return false;
      }
      return isValidNotificationSignature(body, options.serverKey);
    },
  };
}

function transportError(error: unknown, deadlinePassed: boolean, method: string, path: string): GatewayError {
  const where = `Midtrans ${method} ${path}`;
  if (axios.isAxiosError(error)) {
    if (deadlinePassed || error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new GatewayError('TIMEOUT', `${where}: no answer in time`);
    }
    if (error.code === 'ERR_BAD_RESPONSE' || error.code === 'ERR_FR_MAX_CONTENT_LENGTH_EXCEEDED' || /maxContentLength/.test(error.message)) {
      return new GatewayError('MALFORMED', `${where}: ${error.message}`);
    }
    return new GatewayError('UNAVAILABLE', `${where}: ${error.code ?? error.message}`);
  }
  if (deadlinePassed) return new GatewayError('TIMEOUT', `${where}: no answer in time`);
  return new GatewayError('UNAVAILABLE', `${where}: ${error instanceof Error ? error.message : String(error)}`);
}
