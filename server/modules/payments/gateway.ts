// The payment port: what the server needs from a payment gateway (docs/payments.md). Adapters:
// the embedded gateway (default, embedded-gateway.ts) and the Midtrans Core API client
// (midtrans-gateway.ts). Tests and main.ts pass their own through ServerPorts.paymentGateway.
export type ChargeMethod =
  | { kind: 'bank_transfer'; bank: 'bca' | 'bni' | 'bri' | 'permata' }
  | { kind: 'echannel' }                       // Mandiri bill payment
  | { kind: 'qris' }
  // e-wallets: one charge answers the QR code (computer) and the app's deep link (phone);
  // callbackUrl: where the app sends the customer back after paying (the invoice page)
  | { kind: 'gopay'; callbackUrl?: string }
  | { kind: 'shopeepay'; callbackUrl?: string }
  // convenience store: a payment code told to the cashier
  | { kind: 'cstore'; store: 'alfamart' | 'indomaret' }
  // token from the gateway's client library; callbackUrl: where the 3-D Secure page sends the customer back
  | { kind: 'credit_card'; tokenId: string; callbackUrl?: string };
export interface ChargeRequest {
  orderId: string;          // the payment's gateway order id (<= 50 chars, [A-Za-z0-9-_~.]): the idempotency key
  grossAmount: number;      // integer rupiah
  method: ChargeMethod;
  expiryMinutes: number;
  customer: { firstName: string; lastName: string; email: string | null; phone: string | null };
}
export interface ChargeResult {
  orderId: string;
  transactionId: string;
  status: 'pending' | 'settlement' | 'capture' | 'deny' | 'cancel' | 'expire';
  vaNumber?: string; bank?: string;            // bank_transfer
  billerCode?: string; billKey?: string;       // echannel
  qrString?: string;                           // qris (and GoPay when the gateway gives the QRIS payload)
  qrUrl?: string;                              // gopay: the QR code's image (Midtrans' generate-qr-code action)
  deeplinkUrl?: string;                        // gopay, shopeepay: the app's deep link (deeplink-redirect action)
  paymentCode?: string; store?: string;        // cstore
  redirectUrl?: string;                        // card 3-D Secure
  expiresAt: string | null;                    // ISO
}
export interface GatewayStatus { orderId: string; status: string; fraudStatus?: string; grossAmount: string; statusCode: string }
export interface PaymentGateway {
  readonly name: 'embedded' | 'midtrans';
  /** The charge methods this gateway takes: a method of another kind is not offered anywhere (payment-groups, the invoice). */
  readonly methods: readonly ChargeMethod['kind'][];
  charge(request: ChargeRequest): Promise<ChargeResult>;   // a repeat of the same orderId never charges twice
  status(orderId: string): Promise<GatewayStatus>;
  cancel(orderId: string): Promise<GatewayStatus>;
  /** SHA512(order_id + status_code + gross_amount + server key), hex; over the strings as sent. */
  verifyNotification(body: NotificationBody): boolean;
}
export interface NotificationBody {
  order_id: string; status_code: string; gross_amount: string; signature_key: string;
  transaction_status: string; fraud_status?: string; transaction_id?: string; payment_type?: string;
}

declare module '../../ports.ts' {
  interface ServerPorts {
    paymentGateway: PaymentGateway;
  }
}
