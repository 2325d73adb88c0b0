import { inject, injectable } from 'inversify';
import type { BillingSettings, HsCode, KursEntry, LartasEntry, ProductType, RatesApi } from '../../application/ports/rates-api.port';
import { DEFAULT_BILLING } from '../../domain/pricing/defaults';
import { COUNTRY_CODES, type CountryBilling, type CountryCode, type ExchangeRates, type ForeignAmount, type PricingRules } from '../../domain/pricing/types';
import { bool, dataList, isObject, num, obj, optNum, optStr, str, type Json } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { toLartasEntry } from './lartas-mappers';
import { pick, toCountry } from './mappers';

function percent(row: Json, path: string, ...names: string[]): number | null {
  const value = pick(row, ...names);
  return value === undefined || value === '' ? null : num(value, `${path}.${names[0]}`);
}

function foreign(value: unknown, path: string, fallback: ForeignAmount): ForeignAmount {
  if (!isObject(value)) return value === undefined || value === null ? fallback : { amount: num(value, path), currency: fallback.currency };
  return {
    amount: optNum(pick(value, 'packing_fee', 'value', 'amount'), `${path}.value`, fallback.amount),
    currency: (optStr(pick(value, 'packing_fee_currency', 'currency_code', 'currency'), `${path}.currency`) ?? fallback.currency).toUpperCase(),
  };
}

function countryBilling(value: unknown, path: string, fallback: CountryBilling): CountryBilling {
  const row = obj(value, path);
  const seaRate = optNum(pick(row, 'sea_rate_per_cbm', 'rate_per_cbm'), `${path}.sea_rate_per_cbm`, fallback.seaRatePerCbm);
  return {
    isAllIn: bool(row.is_all_in, `${path}.is_all_in`, fallback.isAllIn),
    allInRatePerKg: optNum(row.all_in_rate_per_kg, `${path}.all_in_rate_per_kg`, fallback.allInRatePerKg),
    airRatePerKg: optNum(pick(row, 'air_rate_per_kg', 'freight_air'), `${path}.air_rate_per_kg`, fallback.airRatePerKg),
    seaEnabled: bool(pick(row, 'sea_enabled', 'is_sea'), `${path}.sea_enabled`, seaRate > 0 && fallback.seaEnabled),
    seaRatePerCbm: seaRate,
    packingFee: foreign(row.packing_fee, `${path}.packing_fee`, fallback.packingFee),
    shippingToWarehouse: foreign(row.shipping_to_warehouse, `${path}.shipping_to_warehouse`, fallback.shippingToWarehouse),
  };
}

const RULE_FIELDS: Record<string, keyof PricingRules> = {
  ppn: 'ppn', pph: 'pph', pph_non_npwp: 'pphNonNpwp', bea_masuk: 'beaMasuk', us_tax: 'usTax',
  transaction_freight: 'transactionFreight', transaction_price: 'transactionPrice', kursDollar: 'kursDollar', kurs_dollar: 'kursDollar',
  insurance: 'insurance', insurance_min: 'insuranceMin', tax_requirement: 'taxRequirement', ppn_lower_limit: 'ppnLowerLimit',
};

function rules(value: unknown): Partial<PricingRules> {
  if (!isObject(value)) return {};
  const out: Record<string, unknown> = {};
  for (const [wire, field] of Object.entries(RULE_FIELDS)) {
    if (value[wire] !== undefined && value[wire] !== null) out[field] = num(value[wire], `rules.${wire}`);
  }
  const additional = value.transaction_price_additional;
  if (additional !== undefined && additional !== null) out.transactionPriceAdditional = num(isObject(additional) ? additional.total : additional, 'rules.transaction_price_additional.total');
  // null is a value here: premium accounts pay the ordinary fee.
  const premium = value.transaction_price_premium;
  if (premium !== undefined) out.transactionPricePremium = premium === null ? null : num(premium, 'rules.transaction_price_premium');
  if (value.is_all_in !== undefined) out.isAllIn = bool(value.is_all_in, 'rules.is_all_in');
  if (value.is_all_in_price !== undefined) out.isAllInPrice = bool(value.is_all_in_price, 'rules.is_all_in_price');
  return out as Partial<PricingRules>;
}

function seaRates(value: unknown, path: string): Partial<Record<CountryCode, number>> | undefined {
  if (value === undefined || value === null) return undefined;
  const out: Partial<Record<CountryCode, number>> = {};
  if (Array.isArray(value)) {
    value.forEach((entry, i) => {
      const row = obj(entry, `${path}[${i}]`);
      out[toCountry(row.country, `${path}[${i}].country`)] = num(row.rate_per_cbm, `${path}[${i}].rate_per_cbm`);
    });
  } else {
    for (const [country, rate] of Object.entries(obj(value, path))) {
      out[toCountry(country, `${path}.${country}`)] = num(isObject(rate) ? rate.rate_per_cbm : rate, `${path}.${country}`);
    }
  }
  return out;
}

@injectable()
export class HttpRatesApi implements RatesApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  /** GET kurs while it is on its way: kurs() and kursEntries() asked together share it. */
  private pendingKurs: Promise<KursEntry[]> | null = null;

  async kurs(): Promise<ExchangeRates> {
    const rates: Record<string, number> = { IDR: 1 };
    for (const entry of await this.kursEntries()) rates[entry.code] = entry.kurs;
    return rates;
  }

  kursEntries(): Promise<KursEntry[]> {
    if (!this.pendingKurs) {
      this.pendingKurs = this.readKurs().finally(() => {
        this.pendingKurs = null;
      });
    }
    return this.pendingKurs.then((entries) => entries.map((e) => ({ ...e })));
  }

  private async readKurs(): Promise<KursEntry[]> {
    const body = envelope(await this.http.get('kurs'));
    const rows = Array.isArray(body.kurs) ? body.kurs : dataList(body);
    return rows.map((value, i) => {
      const row = obj(value, `data[${i}]`);
      const date = optStr(row.date, `data[${i}].date`);
      return {
        code: str(pick(row, 'code', 'currency', 'currency_code'), `data[${i}].code`).toUpperCase(),
        kurs: num(pick(row, 'kurs', 'rate', 'value'), `data[${i}].kurs`),
        date: date !== null && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
        source: optStr(row.source, `data[${i}].source`),
      };
    });
  }

  async billing(): Promise<BillingSettings> {
    const body = envelope(await this.http.get('apps-info'));
    const source = isObject(body.data) ? body.data : body;
    const billing = isObject(source.billing) ? source.billing : source;
    const countries = isObject(billing.countries) ? billing.countries : {};
    const merged = {} as Record<CountryCode, CountryBilling>;
    for (const code of COUNTRY_CODES) {
      const wire = countries[code];
      merged[code] = wire === undefined ? DEFAULT_BILLING.countries[code] : countryBilling(wire, `billing.countries.${code}`, DEFAULT_BILLING.countries[code]);
    }
    return {
      billing: {
        countries: merged,
        wholesaleAirRatePerKg: optNum(billing.wholesale_air_rate_per_kg, 'billing.wholesale_air_rate_per_kg', DEFAULT_BILLING.wholesaleAirRatePerKg),
      },
      rules: rules(source.rules ?? source.pricing_rules),
    };
  }

  async productTypes(): Promise<ProductType[]> {
    const body = envelope(await this.http.get('product-types'));
    return dataList(body).map((value, i) => {
      const path = `data[${i}]`;
      const row = obj(value, path);
      const additional = isObject(row.additional_info) ? row.additional_info : {};
      let packingFee: ProductType['packingFee'];
      if (isObject(additional.packing_fee)) {
        const fees: Partial<Record<CountryCode, ForeignAmount>> = {};
        for (const [country, fee] of Object.entries(additional.packing_fee)) {
          const code = toCountry(country, `${path}.additional_info.packing_fee.${country}`);
          fees[code] = foreign(fee, `${path}.additional_info.packing_fee.${country}`, DEFAULT_BILLING.countries[code].packingFee);
        }
        packingFee = fees;
      }
      const freightAir = pick(row, 'freight_air_1688');
      return {
        id: str(row.id ?? row.product_type_id, `${path}.id`),
        name: str(pick(row, 'name', 'product_type'), `${path}.name`),
        beaMasuk: percent(row, path, 'percentage_bea_masuk', 'bea_masuk'),
        ppn: percent(row, path, 'percentage_ppn', 'ppn'),
        pph: percent(row, path, 'percentage_pph', 'pph'),
        pphNonNpwp: percent(row, path, 'percentage_pph_non_npwp', 'pph_non_npwp'),
        freightAir1688: freightAir === undefined ? null : num(freightAir, `${path}.freight_air_1688`),
        ...(row.sea_rates !== undefined ? { seaRates: seaRates(row.sea_rates, `${path}.sea_rates`) } : {}),
        ...(packingFee ? { packingFee } : {}),
        lartasId: optStr(row.lartas_id, `${path}.lartas_id`),
      };
    });
  }

  async hsCodes(query?: string): Promise<HsCode[]> {
    const body = envelope(await this.http.get('hscode', { query: { q: query } }));
    return dataList(body).map((value, i) => {
      const path = `data[${i}]`;
      const row = obj(value, path);
      return {
        code: str(pick(row, 'code', 'hscode', 'hs_code'), `${path}.code`),
        description: optStr(pick(row, 'description', 'name'), `${path}.description`) ?? '',
        beaMasuk: percent(row, path, 'bm', 'bea_masuk', 'percentage_bea_masuk'),
        ppn: percent(row, path, 'ppn', 'percentage_ppn'),
        pph: percent(row, path, 'pph', 'percentage_pph'),
        pphNonNpwp: percent(row, path, 'pph_non_npwp', 'percentage_pph_non_npwp'),
        lartasId: optStr(row.lartas_id, `${path}.lartas_id`),
      };
    });
  }

  async lartas(): Promise<LartasEntry[]> {
    const body = envelope(await this.http.get('lartas'));
    return dataList(body).map((value, i) => toLartasEntry(value, `data[${i}]`));
  }
}
