/** The storefront's payment method codes (GET payment-groups) as the gateway's charge methods. */
export type MethodKind =
  | { kind: 'bank_transfer'; bank: 'bca' | 'bni' | 'bri' | 'permata' }
  | { kind: 'echannel' }
  | { kind: 'qris' }
  | { kind: 'credit_card' }
  | { kind: 'wallet' };

const METHODS: Readonly<Record<string, MethodKind>> = {
  bca_va: { kind: 'bank_transfer', bank: 'bca' },
  bni_va: { kind: 'bank_transfer', bank: 'bni' },
  bri_va: { kind: 'bank_transfer', bank: 'bri' },
  permata_va: { kind: 'bank_transfer', bank: 'permata' },
  mandiri_bill: { kind: 'echannel' },
  qris: { kind: 'qris' },
  credit_card: { kind: 'credit_card' },
  wallet: { kind: 'wallet' },
};

/** Methods the payment port can charge; gopay and shopeepay are listed but not chargeable yet. */
export const CHARGEABLE_METHODS: readonly string[] = Object.keys(METHODS);

export function methodKind(code: string): MethodKind | null {
  return METHODS[code] ?? null;
}

/** Default minutes a charge stays payable (the gateways' defaults): VA and bill 24 h, QRIS 15 min, card 3-D Secure 10 min. */
export function defaultExpiryMinutes(method: MethodKind, qrisMinutes = 15): number {
  if (method.kind === 'qris') return qrisMinutes;
  if (method.kind === 'credit_card') return 10;
  return 24 * 60;
}

/** The charge's expiry: the method's default, never past the invoice's due date; 0 when already due. */
export function chargeExpiryMinutes(method: MethodKind, now: number, dueAt: number | null, qrisMinutes = 15): number {
  const byMethod = defaultExpiryMinutes(method, qrisMinutes);
  if (dueAt === null) return byMethod;
  return Math.max(0, Math.min(byMethod, Math.floor((dueAt - now) / 60_000)));
}
