/** The storefront's payment method codes (GET payment-groups) as the gateway's charge methods. */
export type MethodKind =
  | { kind: 'bank_transfer'; bank: 'bca' | 'bni' | 'bri' | 'permata' }
  | { kind: 'echannel' }
  | { kind: 'qris' }
  /** GoPay: a QR code on a computer, the app's deep link on a phone (one charge answers both). */
  | { kind: 'gopay' }
  /** ShopeePay: the app's deep link. */
  | { kind: 'shopeepay' }
  /** Convenience store (Midtrans `cstore`): a payment code told to the cashier. */
  | { kind: 'cstore'; store: 'alfamart' | 'indomaret' }
  | { kind: 'credit_card' }
  | { kind: 'wallet' };

/** What a gateway can charge: a MethodKind's `kind` (the wallet is not charged at a gateway). */
export type GatewayKind = Exclude<MethodKind['kind'], 'wallet'>;

const METHODS: Readonly<Record<string, MethodKind>> = {
  bca_va: { kind: 'bank_transfer', bank: 'bca' },
  bni_va: { kind: 'bank_transfer', bank: 'bni' },
  bri_va: { kind: 'bank_transfer', bank: 'bri' },
  permata_va: { kind: 'bank_transfer', bank: 'permata' },
  mandiri_bill: { kind: 'echannel' },
  qris: { kind: 'qris' },
  gopay: { kind: 'gopay' },
  shopeepay: { kind: 'shopeepay' },
  alfamart: { kind: 'cstore', store: 'alfamart' },
  indomaret: { kind: 'cstore', store: 'indomaret' },
  credit_card: { kind: 'credit_card' },
  wallet: { kind: 'wallet' },
};

/** Methods the payment port can charge (each gateway says which kinds it takes: PaymentGateway.methods). */
export const CHARGEABLE_METHODS: readonly string[] = Object.keys(METHODS);

export function methodKind(code: string): MethodKind | null {
  return Object.hasOwn(METHODS, code) ? METHODS[code] ?? null : null;
}

/**
 * Whether a gateway taking `kinds` can charge the method `code`: the wallet always (it is not
 * charged at a gateway), an unknown code never.
 */
export function gatewayTakes(code: string, kinds: readonly GatewayKind[]): boolean {
  const kind = methodKind(code);
  if (!kind) return false;
  return kind.kind === 'wallet' || kinds.includes(kind.kind);
}

/** Paid in an app within minutes (QRIS, GoPay, ShopeePay): the short expiry. */
export function isAppPayment(method: MethodKind): boolean {
  return method.kind === 'qris' || method.kind === 'gopay' || method.kind === 'shopeepay';
}

/**
 * Default minutes a charge stays payable: VA, bill and convenience store 24 h; QRIS, GoPay and
 * ShopeePay 15 min (`qrisMinutes`; Midtrans' GoPay default, ShopeePay's own is 5: we send ours);
 * card 3-D Secure 10 min.
 */
export function defaultExpiryMinutes(method: MethodKind, qrisMinutes = 15): number {
  if (isAppPayment(method)) return qrisMinutes;
  if (method.kind === 'credit_card') return 10;
  return 24 * 60;
}

/** The charge's expiry: the method's default, never past the invoice's due date; 0 when already due. */
export function chargeExpiryMinutes(method: MethodKind, now: number, dueAt: number | null, qrisMinutes = 15): number {
  const byMethod = defaultExpiryMinutes(method, qrisMinutes);
  if (dueAt === null) return byMethod;
  return Math.max(0, Math.min(byMethod, Math.floor((dueAt - now) / 60_000)));
}
