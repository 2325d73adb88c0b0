/**
 * Cart totals with the domain's priceGroup over RatesApi rates: the same inputs the server's
 * cart-detail/list-group and tax-calculator use (kurs, billing + rules, product type, HS code).
 */
import type { CartLine } from '../../domain/cart';
import {
  DEFAULT_BILLING, PricingError, priceGroup, priceLine,
  type BillingConfig, type ExchangeRates, type GroupBreakdown, type HsCodeRates, type PricingRules, type ProductTypeRates,
} from '../../domain/pricing';
import type { RatesApi } from '../ports/rates-api.port';
import { priceInputOf, type RateLookup } from './cart-price-input';

export interface CartGroupView {
  isAllInPrice: boolean;
  lines: readonly CartLine[];
  /** null when the group cannot be priced (no rate for a currency). */
  summary: GroupBreakdown | null;
}

export interface PricingTables {
  exchangeRates: ExchangeRates;
  billing: BillingConfig;
  rules: Partial<PricingRules>;
  productTypes: ReadonlyMap<string, ProductTypeRates>;
  hsCodes: ReadonlyMap<string, HsCodeRates>;
}

export class CartPricing {
  constructor(readonly tables: PricingTables | null, readonly failed: boolean) {}

  private lookup(): RateLookup {
    const t = this.tables;
    return {
      productType: (id) => (id === undefined ? null : t?.productTypes.get(id) ?? null),
      hsCode: (code) => (code === undefined ? null : t?.hsCodes.get(code) ?? null),
    };
  }

  private price<T>(run: (tables: PricingTables) => T): T | null {
    if (!this.tables) return null;
    try {
      return run(this.tables);
    } catch (error) {
      if (error instanceof PricingError) return null;
      throw error;
    }
  }

  groups(lines: readonly CartLine[], allInIds: readonly string[]): CartGroupView[] {
    const out: CartGroupView[] = [];
    for (const isAllInPrice of [false, true]) {
      const members = lines.filter((l) => allInIds.includes(l.id) === isAllInPrice);
      if (members.length === 0) continue;
      const summary = this.price((t) =>
        priceGroup(
          members.map((l) => priceInputOf(l, this.lookup(), isAllInPrice)),
          { exchangeRates: t.exchangeRates, rules: t.rules, billing: t.billing },
          { isAllInPrice },
        ),
      );
      out.push({ isAllInPrice, lines: members, summary });
    }
    return out;
  }

  totals(lines: readonly CartLine[], allInIds: readonly string[]): { withTax: number; withoutTax: number; tax: number } | null {
    const groups = this.groups(lines, allInIds);
    if (groups.length === 0 || groups.some((g) => g.summary === null)) return null;
    let withTax = 0;
    let tax = 0;
    for (const g of groups) {
      withTax += g.summary?.total ?? 0;
      tax += g.summary?.totalTax ?? 0;
    }
    return { withTax, tax, withoutTax: withTax - tax };
  }

  lineTotal(line: CartLine, isAllInPrice: boolean): number | null {
    return this.price((t) =>
      priceLine(priceInputOf(line, this.lookup(), isAllInPrice), { exchangeRates: t.exchangeRates, rules: t.rules, billing: t.billing }).total,
    );
  }
}

export const EMPTY_PRICING = new CartPricing(null, false);

/** Loads the tables the lines need; failures give a pricing that shows no totals. */
export async function loadCartPricing(rates: RatesApi, lines: readonly CartLine[]): Promise<CartPricing> {
  const codes = [...new Set(lines.map((l) => l.hsCode).filter((c): c is string => c !== undefined && c !== ''))];
  try {
    const [exchangeRates, billing, types, hs] = await Promise.all([
      rates.kurs(),
      rates.billing().catch(() => ({ billing: DEFAULT_BILLING, rules: {} })),
      rates.productTypes().catch(() => []),
      Promise.all(codes.map((code) => rates.hsCodes(code).then((list) => list.find((h) => h.code === code) ?? null).catch(() => null))),
    ]);
    const hsCodes = new Map<string, HsCodeRates>();
    hs.forEach((h) => {
      if (h) hsCodes.set(h.code, h);
    });
    return new CartPricing(
      { exchangeRates, billing: billing.billing, rules: billing.rules, productTypes: new Map(types.map((t) => [String(t.id), t])), hsCodes },
      false,
    );
  } catch {
    return new CartPricing(null, true);
  }
}
