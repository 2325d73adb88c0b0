// The tables a landed-cost breakdown needs, read through the RatesApi port in one go:
// exchange rates, billing and rules, product types. Each part that fails is undefined, so a
// view-model keeps what it had (the domain's defaults at first); without exchange rates there
// is no breakdown to show.
import type { ExchangeRates } from '../../domain/pricing/types';
import type { BillingSettings, ProductType, RatesApi } from '../ports/rates-api.port';

export interface PricingTables {
  exchangeRates?: ExchangeRates;
  billing?: BillingSettings;
  productTypes?: ProductType[];
}

export async function loadPricingTables(rates: RatesApi): Promise<PricingTables> {
  const [kurs, billing, types] = await Promise.allSettled([rates.kurs(), rates.billing(), rates.productTypes()]);
  return {
    exchangeRates: kurs.status === 'fulfilled' ? kurs.value : undefined,
    billing: billing.status === 'fulfilled' ? billing.value : undefined,
    productTypes: types.status === 'fulfilled' ? types.value : undefined,
  };
}
