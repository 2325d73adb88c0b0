/**
 * What the order screens derive from the lines after payment (docs/api/ops.md 'The customer's
 * side'), pure: the measured weight against the estimate, the settlement of an order (from its
 * lines when the answer has none: the owner's tracking), the parcel of a line, the lines a parcel
 * carries.
 */
import type {
  AdditionalInvoice, CustomerLine, LineWeight, OrderSettlement, Parcel,
} from '../ports/fulfilment-api.port';

export interface WeightComparison {
  estimatedGrams: number;
  /** null before the warehouse weighed the line. */
  measuredGrams: number | null;
  /** measured - estimated (one unit); null before weighing. */
  differenceGrams: number | null;
  direction: 'lighter' | 'heavier' | 'same' | null;
}

export function compareWeight(weight: LineWeight): WeightComparison {
  const measured = weight.measuredGrams;
  if (measured === null) return { estimatedGrams: weight.estimatedGrams, measuredGrams: null, differenceGrams: null, direction: null };
  const difference = measured - weight.estimatedGrams;
  return {
    estimatedGrams: weight.estimatedGrams,
    measuredGrams: measured,
    differenceGrams: difference,
    direction: difference < 0 ? 'lighter' : difference > 0 ? 'heavier' : 'same',
  };
}

/** The settlement of an order from its lines' settlements (the owner's tracking carries no order-level one). */
export function settlementOfLines(lines: readonly CustomerLine[]): OrderSettlement {
  const all = lines.flatMap((l) => l.settlements);
  const seen = new Set<string>();
  const invoices: AdditionalInvoice[] = [];
  for (const s of all) {
    if (s.outcome !== 'additional_invoice' || !s.invoiceCode || seen.has(s.invoiceCode)) continue;
    seen.add(s.invoiceCode);
    invoices.push({ invoiceCode: s.invoiceCode, status: s.invoiceStatus ?? 'pending', total: s.amount, dueDate: null });
  }
  return {
    credited: all.filter((s) => s.outcome === 'credit').reduce((n, s) => n + s.amount, 0),
    additionalDue: invoices.filter((i) => i.status === 'pending').reduce((n, i) => n + i.total, 0),
    additionalPaid: invoices.filter((i) => i.status === 'paid').reduce((n, i) => n + i.total, 0),
    invoices,
  };
}

/** The order settlement has something to show (a credit or an additional invoice). */
export const hasSettlement = (s: OrderSettlement): boolean => s.credited > 0 || s.invoices.length > 0;

export function parcelOfLine(line: Pick<CustomerLine, 'lineId' | 'parcelCode'>, parcels: readonly Parcel[]): Parcel | null {
  return parcels.find((p) => (line.parcelCode !== null && p.parcelCode === line.parcelCode) || p.lineIds.includes(line.lineId)) ?? null;
}

/** The names of the lines a parcel carries (in the order of the lines). */
export function linesOfParcel(parcel: Parcel, lines: readonly CustomerLine[]): CustomerLine[] {
  return lines.filter((l) => parcel.lineIds.includes(l.lineId) || l.parcelCode === parcel.parcelCode);
}
