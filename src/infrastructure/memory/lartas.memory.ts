// Restricted goods (lartas) of the in-memory checkout, by the server's rules (docs/api/orders.md
// 'Restricted goods'): the entries the lines fall under (src/domain/lartas over the demo product
// types and HS codes), and placing the order refused (422 LARTAS_ACK_REQUIRED) unless the
// acknowledgement names exactly those entries on the current text.
import { ApiError } from '../../application/ports/api-error';
import type { CartLine } from '../../application/ports/cart-api.port';
import type { CheckoutLartas, LartasAckRequest } from '../../application/ports/checkout-api.port';
import type { OrderLartasAck } from '../../application/ports/order-api.port';
import { LARTAS_ACK_TEXT_VERSION, checkLartasAck, lartasGroups, lartasLookup } from '../../domain/lartas';
import { DEMO_HS_CODES, DEMO_LARTAS, DEMO_PRODUCT_TYPES } from './demo-data';

const LOOKUP = lartasLookup({ productTypes: DEMO_PRODUCT_TYPES, hsCodes: DEMO_HS_CODES });

/** The preview's `lartas` of these lines. */
export function memoryLartas(lines: readonly CartLine[]): CheckoutLartas {
  return {
    textVersion: LARTAS_ACK_TEXT_VERSION,
    entries: lartasGroups(lines, LOOKUP).flatMap((g) => {
      const entry = DEMO_LARTAS.find((e) => e.id === g.lartasId);
      return entry ? [{ entry: { ...entry }, cartDetailCodes: g.lines.map((l) => l.code) }] : [];
    }),
  };
}

/** The acknowledgement to keep with the order (null: none needed), or the server's 422. */
export function memoryLartasAck(lartas: CheckoutLartas | undefined, ack: LartasAckRequest | undefined, at: string): OrderLartasAck | null {
  const entries = lartas?.entries ?? [];
  const check = checkLartasAck(entries.map((e) => e.entry.id), ack);
  if (!check.ok) {
    const names = entries.map((e) => e.entry.name).join(', ');
    throw new ApiError('UNPROCESSABLE', {
      reason: 'LARTAS_ACK_REQUIRED',
      field: 'body.lartas_ack',
      message: entries.length > 0
        ? `Pesanan ini berisi barang larangan/pembatasan (lartas): ${names}. Centang pernyataan bahwa Anda memahami ketentuannya untuk melanjutkan.`
        : 'Persetujuan lartas tidak sesuai dengan barang di pesanan ini. Periksa kembali pesanan Anda.',
    });
  }
  if (check.acknowledged.length === 0) return null;
  return { lartasIds: check.acknowledged, entries: entries.map((e) => ({ ...e.entry })), textVersion: LARTAS_ACK_TEXT_VERSION, acknowledgedAt: at };
}
