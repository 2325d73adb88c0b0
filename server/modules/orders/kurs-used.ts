// An order keeps the exchange rates it was priced with (docs/checkout.md "An order keeps its rates"):
// at checkout, the rate, effective date and source of every currency its lines' pricing touches
// (the goods' currency, the packing fee's and the shipping to the warehouse's, and USD, which the
// de minimis and the additional transaction price use) go on the order (`orders.kurs_used`, migration
// 7811). Later pricing of the order (the fulfilment's frozen context, hence every settlement) uses
// them instead of today's; an order placed before 7811 has none and uses the context of its time.
import type { PriceLineInput, PricingContext } from '../../../src/domain/pricing/index.ts';
import { KURS_FIXED_CODE } from '../../../src/domain/kurs/index.ts';
import { kursMetaOf } from '../catalog/rates.ts';

export interface KursUsed {
  code: string;
  /** Rupiah per unit. */
  kurs: number;
  /** 'YYYY-MM-DD' the rate was effective from; null when it is not known. */
  date: string | null;
  /** 'seed', 'console', 'frankfurter' ...; null when it is not known. */
  source: string | null;
}

/** The currencies the pricing of these lines reads a rate of (IDR, always 1, left out). */
export function currenciesOf(inputs: readonly PriceLineInput[], context: Required<PricingContext>): string[] {
  const codes = new Set<string>(['USD']);
  for (const line of inputs) {
    codes.add(line.currency.toUpperCase());
    const billing = context.billing.countries[line.country];
    if (billing) {
      codes.add(billing.packingFee.currency.toUpperCase());
      codes.add(billing.shippingToWarehouse.currency.toUpperCase());
    }
    const typeFee = line.productType?.packingFee?.[line.country];
    if (typeFee) codes.add(typeFee.currency.toUpperCase());
    if (line.shippingToWarehouse) codes.add(line.shippingToWarehouse.currency.toUpperCase());
  }
  codes.delete(KURS_FIXED_CODE);
  return [...codes].sort();
}

/** The rates these lines were priced with, as the order keeps them. */
export function kursUsedOf(context: Required<PricingContext>, inputs: readonly PriceLineInput[]): KursUsed[] {
  const meta = kursMetaOf(context.exchangeRates);
  return currenciesOf(inputs, context).flatMap((code) => {
    const kurs = context.exchangeRates[code];
    if (kurs === undefined) return [];
    const m = meta?.get(code);
    return [{ code, kurs, date: m?.date ?? null, source: m?.source ?? null }];
  });
}

/** `context` with the order's kept rates over today's (unchanged when the order kept none: placed before 7811). */
export function withKeptRates(context: Required<PricingContext>, kept: readonly KursUsed[] | null | undefined): Required<PricingContext> {
  if (!kept || kept.length === 0) return context;
  return { ...context, exchangeRates: { ...context.exchangeRates, ...Object.fromEntries(kept.map((k) => [k.code, k.kurs])) } };
}
