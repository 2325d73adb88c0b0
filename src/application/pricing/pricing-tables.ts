// The tables a landed-cost breakdown needs, read through the RatesApi port in one go: exchange
// rates (with their dates and sources), billing and rules, product types. Each part that fails is
// undefined, so a view-model keeps what it had (the domain's defaults at first); without exchange
// rates there is no breakdown to show.
import type { ExchangeRates } from '../../domain/pricing/types';
import type { BillingSettings, KursEntry, ProductType, RatesApi } from '../ports/rates-api.port';

export interface PricingTables {
  exchangeRates?: ExchangeRates;
  /** The rates' dates and sources (the price breakdown's rate note). */
  kursEntries?: KursEntry[];
  billing?: BillingSettings;
  productTypes?: ProductType[];
}

export async function loadPricingTables(rates: RatesApi): Promise<PricingTables> {
  const [kurs, entries, billing, types] = await Promise.allSettled([rates.kurs(), rates.kursEntries(), rates.billing(), rates.productTypes()]);
  return {
    exchangeRates: kurs.status === 'fulfilled' ? kurs.value : undefined,
    kursEntries: entries.status === 'fulfilled' ? entries.value : undefined,
    billing: billing.status === 'fulfilled' ? billing.value : undefined,
    productTypes: types.status === 'fulfilled' ? types.value : undefined,
  };
}

/**
 * The rate note of a breakdown: for each of `codes` (once, in that order; IDR, always 1, left out)
 * that has a rate, the rate the breakdown used with the date and source GET kurs gave for it.
 */
export function rateNotesOf(rates: ExchangeRates, entries: readonly KursEntry[], codes: readonly string[]): KursEntry[] {
  const wanted = [...new Set(codes.map((c) => c.toUpperCase()))].filter((c) => c !== 'IDR');
  return wanted.flatMap((code) => {
    const kurs = rates[code];
    if (kurs === undefined) return [];
    const entry = entries.find((e) => e.code === code);
    return [{ code, kurs, date: entry?.date ?? null, source: entry?.source ?? null }];
  });
}
