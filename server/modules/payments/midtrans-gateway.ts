// The Midtrans Core API adapter of the payment port (docs/payments.md, "Midtrans adapter"): a small
// typed client over axios. Every answer is checked against the shape this module relies on before
// it is used: a malformed answer is a GatewayError MALFORMED, never a crash, a missing payment
// instruction or a wrong amount. The order id is the idempotency key: a charge refused with 406
// (order id already used, e.g. the retry of a charge that timed out but went through) is answered
// with the existing charge, read back with the status call, when it is the same charge.
import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import type { ChargeMethod, ChargeRequest, ChargeResult, GatewayStatus, NotificationBody, PaymentGateway } from './gateway.ts';
import { isValidNotificationSignature } from './signature.ts';

export type GatewayErrorCode = 'TIMEOUT' | 'REJECTED' | 'UNAVAILABLE' | 'MALFORMED';

export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  constructor(
    readonly code: GatewayErrorCode,
    message: string,
    /** The HTTP status of the gateway's answer; null without an answer (timeout, network, local check). */
    readonly httpStatus: number | null = null,
    /** Midtrans' own `status_code` from the answer's body, when there was one. */
    readonly gatewayStatusCode: string | null = null,
  ) {
    super(message);
  }
}

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
const ORDER_ID = /^[A-Za-z0-9\-_~.]{1,50}$/;
const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;
const STATUS_CODE = /^\d{3}$/;
const WIB_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const CHARGE_STATUSES = ['pending', 'settlement', 'capture', 'deny', 'cancel', 'expire'] as const;
type ChargeStatus = ChargeResult['status'];

type Json = Record<string, unknown>;

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

// ---- requests ---------------------------------------------------------------------------------

function checkOrderId(orderId: string): void {
  if (typeof orderId !== 'string' || !ORDER_ID.test(orderId)) {
    throw new GatewayError('REJECTED', `invalid order id ${JSON.stringify(orderId)}: at most 50 of A-Z a-z 0-9 - _ ~ .`);
  }
}

function checkChargeRequest(request: ChargeRequest): void {
  checkOrderId(request.orderId);
  if (!Number.isSafeInteger(request.grossAmount) || request.grossAmount <= 0) {
    throw new GatewayError('REJECTED', `invalid gross amount ${String(request.grossAmount)}: a positive integer of rupiah`);
  }
  if (!Number.isSafeInteger(request.expiryMinutes) || request.expiryMinutes <= 0) {
    throw new GatewayError('REJECTED', `invalid expiry ${String(request.expiryMinutes)}: a positive whole number of minutes`);
  }
  if (request.method.kind === 'credit_card' && !request.method.tokenId) {
    throw new GatewayError('REJECTED', 'a card charge needs the token_id from the client library');
  }
}

function chargeBody(request: ChargeRequest): Json {
  const customer: Json = { first_name: request.customer.firstName, last_name: request.customer.lastName };
  if (request.customer.email) customer['email'] = request.customer.email;
  if (request.customer.phone) customer['phone'] = request.customer.phone;
  return {
    payment_type: request.method.kind,
    transaction_details: { order_id: request.orderId, gross_amount: request.grossAmount },
    custom_expiry: { expiry_duration: request.expiryMinutes, unit: 'minute' },
    customer_details: customer,
    ...methodDetails(request),
  };
}

function methodDetails(request: ChargeRequest): Json {
  const method: ChargeMethod = request.method;
  switch (method.kind) {
    case 'bank_transfer':
      return { bank_transfer: { bank: method.bank } };
    case 'echannel':
      // Mandiri shows bill_info1 (label, <= 10 characters) and bill_info2 (value, <= 30) on its channels.
      return { echannel: { bill_info1: 'Pembayaran', bill_info2: request.orderId.slice(0, 30) } };
    case 'qris':
      return {};
    // GoPay (Core API "E-Wallet"): enable_callback makes the app send the customer back to callback_url after paying.
    case 'gopay':
      return method.callbackUrl ? { gopay: { enable_callback: true, callback_url: method.callbackUrl } } : {};
    // ShopeePay: callback_url, where the Shopee app sends the customer back (else the dashboard's finish URL).
    case 'shopeepay':
      return method.callbackUrl ? { shopeepay: { callback_url: method.callbackUrl } } : {};
    // Convenience store (Core API "Over the Counter"): store and the label shown on the cashier's screen (<= 20 characters).
    case 'cstore': {
      const cstore: Json = { store: method.store, message: `Titip ${request.orderId}`.slice(0, 20) };
      if (method.store === 'alfamart') cstore['alfamart_free_text_1'] = `Pembayaran Titip ${request.orderId}`.slice(0, 40);
      return { cstore };
    }
    case 'credit_card':
      // callback_url (3DS 2): the gateway sends the customer back there after the 3-D Secure page.
      return { credit_card: { token_id: method.tokenId, authentication: true, ...(method.callbackUrl ? { callback_url: method.callbackUrl } : {}) } };
  }
}

// ---- answers ----------------------------------------------------------------------------------

function malformed(what: string, httpStatus: number, json: Json): GatewayError {
  const code = typeof json['status_code'] === 'string' ? json['status_code'] : null;
  return new GatewayError('MALFORMED', `Midtrans answer: ${what}`, httpStatus, code);
}

function str(json: Json, field: string, httpStatus: number, pattern?: RegExp): string {
  const value = json[field];
  if (typeof value !== 'string' || value === '' || (pattern && !pattern.test(value))) {
    throw malformed(`${field} is missing or invalid`, httpStatus, json);
  }
  return value;
}

function optionalStr(json: Json, field: string, httpStatus: number): string | undefined {
  const value = json[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value === '') throw malformed(`${field} is invalid`, httpStatus, json);
  return value;
}

/** gross_amount as Midtrans writes it ("24145.00") -> the integer of rupiah, or null. */
function rupiah(amount: string): number | null {
  if (!AMOUNT.test(amount)) return null;
  const [whole, cents = ''] = amount.split('.');
  if (/[1-9]/.test(cents)) return null;
  const value = Number(whole);
  return Number.isSafeInteger(value) ? value : null;
}

/** Midtrans' 'YYYY-MM-DD HH:mm:ss' in WIB (UTC+07:00) -> ISO in UTC. */
export function wibToIso(value: string): string | null {
  const m = WIB_TIME.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(year, month - 1, day, hour - 7, minute, second);
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Refuses rolled-over dates such as 2025-02-30 or 25:00.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || check.getUTCHours() !== hour
    || check.getUTCMinutes() !== minute || check.getUTCSeconds() !== second) return null;
  return new Date(ms).toISOString();
}

function toChargeResult(json: Json, request: ChargeRequest, httpStatus: number, recovered: boolean): ChargeResult {
  const mismatch = (what: string) => recovered
    ? new GatewayError('REJECTED', `order id ${request.orderId} is already used by another charge (${what})`, httpStatus, '406')
    : malformed(what, httpStatus, json);
  const orderId = str(json, 'order_id', httpStatus);
  if (orderId !== request.orderId) throw malformed(`order_id ${orderId} is not ${request.orderId}`, httpStatus, json);
  const amount = rupiah(str(json, 'gross_amount', httpStatus));
  if (amount === null) throw malformed('gross_amount is invalid', httpStatus, json);
  const transactionId = str(json, 'transaction_id', httpStatus);
  const status = str(json, 'transaction_status', httpStatus);
  if (!(CHARGE_STATUSES as readonly string[]).includes(status)) throw malformed(`transaction_status ${status} is not a charge's`, httpStatus, json);
  const paymentType = optionalStr(json, 'payment_type', httpStatus);
  const expiry = optionalStr(json, 'expiry_time', httpStatus);
  let expiresAt: string | null = null;
  if (expiry !== undefined) {
    expiresAt = wibToIso(expiry);
    if (expiresAt === null) throw malformed(`expiry_time ${expiry} is not 'YYYY-MM-DD HH:mm:ss'`, httpStatus, json);
  }
  // A recovered charge (order id already used) stands for this one only when it is the same charge.
  if (amount !== request.grossAmount) throw mismatch(`gross_amount ${amount}, not ${request.grossAmount}`);
  if (paymentType !== undefined && paymentType !== request.method.kind) throw mismatch(`payment_type ${paymentType}, not ${request.method.kind}`);
  const result: ChargeResult = { orderId, transactionId, status: status as ChargeStatus, expiresAt };
  // Without its instructions a pending charge cannot be paid: that is an unusable answer. A charge
  // already paid or closed needs none.
  const needsInstructions = status === 'pending';
  const missing = (what: string) => recovered
    ? new GatewayError('REJECTED', `order id ${request.orderId} is used by a pending charge whose ${what} the status call does not give; cancel it and charge with a new order id`, httpStatus, '406')
    : malformed(`${what} is missing`, httpStatus, json);
  const method = request.method;
  switch (method.kind) {
    case 'bank_transfer': {
      let vaNumber: string | undefined;
      let bank: string | undefined;
      if (method.bank === 'permata') {
        vaNumber = optionalStr(json, 'permata_va_number', httpStatus);
        bank = 'permata';
        // Some answers list Permata under va_numbers too.
        if (vaNumber === undefined) ({ vaNumber, bank } = firstVa(json, httpStatus));
      } else {
        ({ vaNumber, bank } = firstVa(json, httpStatus));
      }
      if (bank !== undefined && bank !== method.bank) throw mismatch(`a ${bank} VA, not ${method.bank}`);
      if (vaNumber !== undefined && !/^\d{6,30}$/.test(vaNumber)) throw malformed('the VA number is not digits', httpStatus, json);
      if (vaNumber === undefined) {
        if (needsInstructions) throw missing('VA number');
      } else {
        result.vaNumber = vaNumber;
        result.bank = bank ?? method.bank;
      }
      break;
    }
    case 'echannel': {
      const billerCode = optionalStr(json, 'biller_code', httpStatus);
      const billKey = optionalStr(json, 'bill_key', httpStatus);
      if (billerCode === undefined || billKey === undefined) {
        if (needsInstructions) throw missing('biller_code and bill_key');
      } else {
        result.billerCode = billerCode;
        result.billKey = billKey;
      }
      break;
    }
    case 'qris': {
      const qrString = optionalStr(json, 'qr_string', httpStatus);
      const actions = json['actions'];
      if (actions !== undefined && !(Array.isArray(actions) && actions.every(isObject))) throw malformed('actions is not a list', httpStatus, json);
      if (qrString === undefined) {
        if (needsInstructions) throw missing('qr_string');
      } else {
        result.qrString = qrString;
      }
      break;
    }
    case 'gopay':
    case 'shopeepay': {
      // actions: generate-qr-code (GoPay, the QR image), deeplink-redirect (the app), get-status, cancel.
      const qrUrl = actionUrl(json, 'generate-qr-code', httpStatus);
      const deeplinkUrl = actionUrl(json, 'deeplink-redirect', httpStatus);
      const qrString = optionalStr(json, 'qr_string', httpStatus);
      const usable = method.kind === 'gopay' ? qrUrl !== undefined || deeplinkUrl !== undefined || qrString !== undefined : deeplinkUrl !== undefined;
      if (!usable) {
        if (needsInstructions) throw missing(method.kind === 'gopay' ? 'QR code or deep link (actions)' : 'deep link (actions deeplink-redirect)');
        break;
      }
      if (qrUrl !== undefined) result.qrUrl = qrUrl;
      if (deeplinkUrl !== undefined) result.deeplinkUrl = deeplinkUrl;
      if (qrString !== undefined) result.qrString = qrString;
      break;
    }
    case 'cstore': {
      const paymentCode = optionalStr(json, 'payment_code', httpStatus);
      const store = optionalStr(json, 'store', httpStatus);
      if (store !== undefined && store !== method.store) throw mismatch(`store ${store}, not ${method.store}`);
      if (paymentCode !== undefined && !/^[A-Za-z0-9-]{4,40}$/.test(paymentCode)) throw malformed('payment_code is invalid', httpStatus, json);
      if (paymentCode === undefined) {
        if (needsInstructions) throw missing('payment_code');
      } else {
        result.paymentCode = paymentCode;
        result.store = method.store;
      }
      break;
    }
    case 'credit_card': {
      const redirectUrl = optionalStr(json, 'redirect_url', httpStatus);
      if (redirectUrl !== undefined && !/^https?:\/\//.test(redirectUrl)) throw malformed('redirect_url is not a URL', httpStatus, json);
      if (redirectUrl === undefined) {
        if (needsInstructions) throw missing('3-D Secure redirect_url');
      } else {
        result.redirectUrl = redirectUrl;
      }
      break;
    }
  }
  return result;
}

/** The url of the answer's action `name` (GoPay, ShopeePay); undefined without one. Only http(s) or an app's own scheme, never javascript:. */
function actionUrl(json: Json, name: string, httpStatus: number): string | undefined {
  const actions = json['actions'];
  if (actions === undefined || actions === null) return undefined;
  if (!Array.isArray(actions) || !actions.every(isObject)) throw malformed('actions is not a list', httpStatus, json);
  const action = (actions as Json[]).find((a) => a['name'] === name);
  if (!action) return undefined;
  const url = action['url'];
  if (typeof url !== 'string' || !/^(https?|gojek|shopeeid):\/\/\S+$/i.test(url)) throw malformed(`actions ${name} has no usable url`, httpStatus, json);
  return url;
}

/** va_numbers[0] of a bank transfer. */
function firstVa(json: Json, httpStatus: number): { vaNumber: string | undefined; bank: string | undefined } {
  const list = json['va_numbers'];
  if (list === undefined || list === null) return { vaNumber: undefined, bank: undefined };
  if (!Array.isArray(list)) throw malformed('va_numbers is not a list', httpStatus, json);
  const first: unknown = list[0];
  if (first === undefined) return { vaNumber: undefined, bank: undefined };
  if (!isObject(first) || typeof first['va_number'] !== 'string' || typeof first['bank'] !== 'string') {
    throw malformed('va_numbers[0] has no bank and va_number', httpStatus, json);
  }
  return { vaNumber: first['va_number'], bank: first['bank'] };
}

function toGatewayStatus(json: Json, orderId: string, httpStatus: number): GatewayStatus {
  const answeredId = str(json, 'order_id', httpStatus);
  if (answeredId !== orderId) throw malformed(`order_id ${answeredId} is not ${orderId}`, httpStatus, json);
  const grossAmount = str(json, 'gross_amount', httpStatus);
  if (rupiah(grossAmount) === null) throw malformed('gross_amount is invalid', httpStatus, json);
  const status: GatewayStatus = {
    orderId: answeredId,
    status: str(json, 'transaction_status', httpStatus, /^[a-z_]+$/),
    grossAmount,
    statusCode: str(json, 'status_code', httpStatus, STATUS_CODE),
  };
  const fraudStatus = optionalStr(json, 'fraud_status', httpStatus);
  if (fraudStatus !== undefined) status.fraudStatus = fraudStatus;
  return status;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
