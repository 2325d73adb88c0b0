// The Midtrans Core API's wire (docs/payments.md, "Midtrans adapter"): the adapter's error, the
// charge request's checks and body, and the readers that check every answer against the shape the
// adapter relies on (a malformed answer is a GatewayError MALFORMED, never a crash, a missing
// payment instruction or a wrong amount). The calls themselves are in midtrans-gateway.ts.
import type { ChargeMethod, ChargeRequest, ChargeResult, GatewayStatus } from './gateway.ts';

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
const ORDER_ID = /^[A-Za-z0-9\-_~.]{1,50}$/;
const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;
export const STATUS_CODE = /^\d{3}$/;
const WIB_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const CHARGE_STATUSES = ['pending', 'settlement', 'capture', 'deny', 'cancel', 'expire'] as const;
type ChargeStatus = ChargeResult['status'];

export type Json = Record<string, unknown>;
// ---- requests ---------------------------------------------------------------------------------

export function checkOrderId(orderId: string): void {
  if (typeof orderId !== 'string' || !ORDER_ID.test(orderId)) {
    throw new GatewayError('REJECTED', `invalid order id ${JSON.stringify(orderId)}: at most 50 of A-Z a-z 0-9 - _ ~ .`);
  }
}

export function checkChargeRequest(request: ChargeRequest): void {
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

export function chargeBody(request: ChargeRequest): Json {
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

export function toChargeResult(json: Json, request: ChargeRequest, httpStatus: number, recovered: boolean): ChargeResult {
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

export function toGatewayStatus(json: Json, orderId: string, httpStatus: number): GatewayStatus {
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

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
