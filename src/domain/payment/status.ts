/**
 * The gateway's transaction status, mapped to what it means for a payment (docs/payments.md,
 * ../shared/guide/payments.md): `settlement`, and `capture` with `fraud_status` `accept`, are
 * paid; `capture` held for review (`challenge`) stays pending; `deny`, `cancel`, `expire` close
 * the charge; `refund`/`partial_refund` (and `chargeback`) give money back.
 */
export type GatewayOutcome = 'paid' | 'pending' | 'expired' | 'cancelled' | 'denied' | 'refunded' | 'partially_refunded' | 'unknown';

export function mapGatewayStatus(transactionStatus: string, fraudStatus?: string | null): GatewayOutcome {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      // A card capture is paid only when the fraud check says accept; challenge is held for review.
      if (fraudStatus === 'accept') return 'paid';
      return fraudStatus === 'deny' ? 'denied' : 'pending';
    case 'pending':
    case 'authorize':
      return 'pending';
    case 'expire':
      return 'expired';
    case 'cancel':
      return 'cancelled';
    case 'deny':
    case 'failure':
      return 'denied';
    case 'refund':
    case 'chargeback':
      return 'refunded';
    case 'partial_refund':
    case 'partial_chargeback':
      return 'partially_refunded';
    default:
      return 'unknown';
  }
}
