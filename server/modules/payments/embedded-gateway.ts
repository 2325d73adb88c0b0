// The embedded payment gateway: the default when no PAYMENT_GATEWAY_URL is configured. It issues
// virtual-account numbers (a bank prefix + 11 digits), Mandiri biller code and bill key, QRIS
// strings, GoPay's QRIS string and deep link, ShopeePay's deep link (both to its simulated app page,
// /dev/gateway/ewallet/{order_id}, outside production only) and convenience-store payment codes itself, derived from the order id (so a repeated charge of the same order id answers
// the same charge and never charges twice). Its memory is the payments table (the route writes the
// charge in its own transaction; charge() and cancel() never touch the database, so they can be
// called inside that transaction, also on PGlite's single connection). When a payment is simulated
// (/dev/pay's "Bayar"/"Kedaluwarsa"), it builds the notification a real gateway would send, signed
// with its own server key, and the caller posts it through POST /api/payment/notification.
import { createHash, createHmac } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { ChargeRequest, ChargeResult, GatewayStatus, NotificationBody, PaymentGateway } from './gateway.ts';
import { isValidNotificationSignature, notificationSignature } from './signature.ts';
import { createEmbeddedCards, type EmbeddedCards } from './embedded-card.ts';
import './tables.ts';

/** The embedded gateway's server key: derived from the app secret, never stored. */
export function embeddedServerKey(appSecret: string): string {
  return createHmac('sha256', appSecret).update('titip embedded payment gateway').digest('hex');
}

/** The embedded gateway's client key (public: the browser's card tokenisation sends it). */
export function embeddedClientKey(appSecret: string): string {
  return `EMB-client-${createHmac('sha256', appSecret).update('titip embedded client key').digest('hex').slice(0, 24)}`;
}

/** Virtual-account prefixes of the embedded gateway (company codes, made up). */
export const VA_PREFIX = { bca: '11223', bni: '98812', bri: '77788', permata: '85660' } as const;
export const MANDIRI_BILLER_CODE = '70012';
/** Convenience-store payment-code prefixes of the embedded gateway (made up) and their lengths. */
export const CSTORE_CODE = { alfamart: { prefix: 'TTP', digits: 13 }, indomaret: { prefix: '8127', digits: 8 } } as const;
/** The simulated e-wallet app page (dev-gateway.ts): the deep link of the embedded gateway's GoPay and ShopeePay charges. */
export const EWALLET_APP_PATH = '/dev/gateway/ewallet';

/** The deep link of an embedded e-wallet charge: a page of this site, with where to return after paying. */
export function embeddedDeeplink(orderId: string, callbackUrl: string | undefined): string {
  const back = callbackUrl ? `?callback_url=${encodeURIComponent(callbackUrl)}` : '';
  return `${EWALLET_APP_PATH}/${encodeURIComponent(orderId)}${back}`;
}

function digits(seed: string, n: number): string {
  let out = '';
  let block = createHash('sha256').update(seed).digest();
  while (out.length < n) {
    for (const byte of block) {
      if (byte < 250) out += String(byte % 10);
      if (out.length === n) break;
    }
    block = createHash('sha256').update(block).digest();
  }
  return out;
}

/** CRC-16/CCITT-FALSE, the checksum of EMVCo (QRIS) strings. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** A dynamic QRIS payload (EMVCo merchant-presented QR) for the order and amount. */
export function qrisString(orderId: string, amount: number): string {
  const merchant = tlv('00', 'ID.CO.QRIS.WWW') + tlv('01', `93600914${digits(`nmid:${orderId}`, 10)}`) + tlv('02', 'TITIP');
  const body = tlv('00', '01') + tlv('01', '12') + tlv('26', merchant) + tlv('52', '5999') + tlv('53', '360')
    + tlv('54', String(amount)) + tlv('58', 'ID') + tlv('59', 'TITIP GLOBAL') + tlv('60', 'JAKARTA') + tlv('62', tlv('01', orderId.slice(0, 25)));
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16(withCrcTag);
}

/** The charge a request gets: the same order id always answers the same instructions. */
export function embeddedCharge(request: ChargeRequest, now: Date, cards?: EmbeddedCards): ChargeResult {
  const { orderId, method } = request;
  const base: ChargeResult = {
    orderId,
    transactionId: createHash('sha256').update(`tx:${orderId}`).digest('hex').slice(0, 32).replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5'),
    status: 'pending',
    expiresAt: new Date(now.getTime() + request.expiryMinutes * 60_000).toISOString(),
  };
  switch (method.kind) {
    case 'bank_transfer':
      return { ...base, bank: method.bank, vaNumber: VA_PREFIX[method.bank] + digits(`va:${orderId}`, 11) };
    case 'echannel':
      return { ...base, billerCode: MANDIRI_BILLER_CODE, billKey: digits(`bill:${orderId}`, 12) };
    case 'qris':
      return { ...base, qrString: qrisString(orderId, request.grossAmount) };
    // GoPay: the QRIS payload (drawn by the page on a computer) and the app's deep link (on a phone).
    case 'gopay':
      return { ...base, qrString: qrisString(orderId, request.grossAmount), deeplinkUrl: embeddedDeeplink(orderId, method.callbackUrl) };
    case 'shopeepay':
      return { ...base, deeplinkUrl: embeddedDeeplink(orderId, method.callbackUrl) };
    case 'cstore': {
      const code = CSTORE_CODE[method.store];
      return { ...base, store: method.store, paymentCode: code.prefix + digits(`cstore:${orderId}`, code.digits) };
    }
    case 'credit_card': {
      if (!cards) throw new Error('the embedded gateway takes cards only with its card side');
      return { ...base, redirectUrl: cards.charge(orderId, method.tokenId, method.callbackUrl).redirectUrl };
    }
  }
}

const STATUS_CODE: Record<string, string> = { settlement: '200', capture: '200', pending: '201', deny: '202', cancel: '200', expire: '407', refund: '200' };
const GATEWAY_STATUS: Record<string, string> = { pending: 'pending', paid: 'settlement', expired: 'expire', cancelled: 'cancel', denied: 'deny', refunded: 'refund' };
const PAYMENT_TYPE: Record<string, string> = {
  mandiri_bill: 'echannel', qris: 'qris', credit_card: 'credit_card', gopay: 'gopay', shopeepay: 'shopeepay', alfamart: 'cstore', indomaret: 'cstore',
};

export type SimulatedAction = 'settle' | 'expire' | 'capture' | 'deny';

export interface EmbeddedGateway extends PaymentGateway {
  readonly serverKey: string;
  readonly clientKey: string;
  /** Card tokens and 3-D Secure sessions (embedded-card.ts). */
  readonly cards: EmbeddedCards;
  /**
   * The signed notification the gateway sends for a simulated payment ('settle'), expiry ('expire'),
   * or a card's 3-D Secure outcome ('capture' with fraud_status accept, 'deny'); null for an unknown order id.
   */
  simulatedNotification(orderId: string, action: SimulatedAction): Promise<NotificationBody | null>;
}

/** Kinds the embedded gateway charges: everything, but the e-wallets only with their simulated app page (outside production). */
export function embeddedMethods(simulator: boolean): PaymentGateway['methods'] {
  return simulator
    ? ['bank_transfer', 'echannel', 'qris', 'gopay', 'shopeepay', 'cstore', 'credit_card']
    : ['bank_transfer', 'echannel', 'qris', 'cstore', 'credit_card'];
}

export function createEmbeddedGateway(opts: { db: Db; serverKey: string; clientKey?: string; now: () => Date; simulator?: boolean }): EmbeddedGateway {
  const { db, serverKey } = opts;
  const clientKey = opts.clientKey ?? 'EMB-client-test';
  const cards = createEmbeddedCards({ clientKey, now: opts.now, secret: serverKey });
  const read = (orderId: string) => db.selectFrom('payments').select(['order_id', 'amount', 'status', 'method', 'transaction_id'])
    .where('order_id', '=', orderId).where('gateway', '=', 'embedded').executeTakeFirst();
  return {
    name: 'embedded',
    methods: embeddedMethods(opts.simulator ?? true),
    serverKey,
    clientKey,
    cards,
    async charge(request) {
      return embeddedCharge(request, opts.now(), cards);
    },
    async status(orderId): Promise<GatewayStatus> {
      const row = await read(orderId);
      if (!row) return { orderId, status: 'not_found', grossAmount: '0.00', statusCode: '404' };
      const status = GATEWAY_STATUS[row.status] ?? row.status;
      return { orderId, status, grossAmount: `${row.amount}.00`, statusCode: STATUS_CODE[status] ?? '200' };
    },
    // The route records the cancel in its own transaction (the payments table is this gateway's memory).
    async cancel(orderId): Promise<GatewayStatus> {
      return { orderId, status: 'cancel', grossAmount: '0.00', statusCode: '200' };
    },
    verifyNotification(body) {
      return isValidNotificationSignature(body, serverKey);
    },
    async simulatedNotification(orderId, action) {
      const row = await read(orderId);
      if (!row) return null;
      const transactionStatus = action === 'settle' ? 'settlement' : action;
      const statusCode = STATUS_CODE[transactionStatus] ?? '200';
      const grossAmount = `${row.amount}.00`;
      return {
        order_id: row.order_id,
        status_code: statusCode,
        gross_amount: grossAmount,
        signature_key: notificationSignature(row.order_id, statusCode, grossAmount, serverKey),
        transaction_status: transactionStatus,
        ...(action === 'capture' ? { fraud_status: 'accept' } : {}),
        transaction_id: row.transaction_id ?? undefined,
        payment_type: PAYMENT_TYPE[row.method] ?? 'bank_transfer',
      };
    },
  };
}
