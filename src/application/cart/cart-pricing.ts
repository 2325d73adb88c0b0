/**
 * Cart totals with the domain's priceGroup over RatesApi rates: the same inputs the server's
 * cart-detail/list-group and tax-calculator use (kurs, billing + rules, product type, HS code),
 * built by the same function (src/domain/pricing buildPriceLineInput): each line with its stored
 * choices (insurance, NPWP) and the server's facts (the line's is_all_in_price, the account's
 * importer status and NPWP on file), so the cart page's totals are the server's.
 */
import type { CartLine } from '../../domain/cart';
import {
  buildPriceLineInput, DEFAULT_BILLING, PricingError, priceGroup, priceLine,
  type BillingConfig, type ExchangeRates, type GroupBreakdown, type HsCodeRates, type LineChoices, type LineDescription,
  type PriceLineInput, type PricingRules, type ProductTypeRates,
} from '../../domain/pricing';
import { GUEST_PRICING_ACCOUNT, type CartApi, type CartLine as ApiCartLine, type PricingAccount } from '../ports/cart-api.port';
import type { HsCode, RatesApi } from '../ports/rates-api.port';
import { loadPricingAccount } from '../pricing/pricing-account';

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
  /** With their restricted-goods links (RatesApi's ProductType and HsCode: the cart's lartas warnings). */
  productTypes: ReadonlyMap<string, ProductTypeRates & { lartasId?: string | null }>;
  hsCodes: ReadonlyMap<string, HsCodeRates & { lartasId?: string | null }>;
}

/** What the server says about the lines and the account, beyond the domain lines. */
export interface CartServerFacts {
  account: PricingAccount;
  /** The stored choices of each line, by cart_detail_code. */
  choices: ReadonlyMap<string, LineChoices>;
}

export const NO_SERVER_FACTS: CartServerFacts = { account: GUEST_PRICING_ACCOUNT, choices: new Map() };

/** The stored choices of the server's lines, by cart_detail_code. */
export function choicesOf(lines: readonly ApiCartLine[]): Map<string, LineChoices> {
  return new Map(lines.map((l) => [l.code, { useInsurance: l.useInsurance === true, usingNpwp: l.usingNpwp === true }]));
}

export class CartPricing {
  constructor(
    readonly tables: PricingTables | null,
    readonly failed: boolean,
    readonly server: CartServerFacts = NO_SERVER_FACTS,
  ) {}

  /** A domain cart line as the pricing domain's line description, with its stored choices. */
  private describe(line: CartLine, tables: PricingTables): LineDescription {
    return {
      id: line.code || line.id,
      price: line.price,
      currency: line.currency,
      quantity: line.quantity,
      weightGrams: line.weight,
      lengthCm: line.dimensions.length,
      widthCm: line.dimensions.width,
      heightCm: line.dimensions.height,
      country: line.country,
      marketplace: line.marketplace,
      track: line.packageTrack,
      productType: line.productTypeId === undefined ? null : tables.productTypes.get(line.productTypeId) ?? null,
      hsCode: line.hsCode === undefined ? null : tables.hsCodes.get(line.hsCode) ?? null,
      choices: this.server.choices.get(line.code) ?? {},
    };
  }

  /** The pricing input of a line: the domain's buildPriceLineInput with the server's facts. */
  input(line: CartLine, isAllInPrice: boolean): PriceLineInput | null {
    if (!this.tables) return null;
    const { importerMode, hasNpwp, premium } = this.server.account;
    return buildPriceLineInput(this.describe(line, this.tables), { isAllInPrice, importerMode, hasNpwp, premium: premium === true });
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
          members.map((l) => buildPriceLineInput(this.describe(l, t), { ...this.server.account, isAllInPrice })),
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
      priceLine(buildPriceLineInput(this.describe(line, t), { ...this.server.account, isAllInPrice }), {
        exchangeRates: t.exchangeRates, rules: t.rules, billing: t.billing,
      }).total,
    );
  }
}

export const EMPTY_PRICING = new CartPricing(null, false);

/** Where the server's facts come from: the cart API (the account) and its last list (the choices). */
export interface CartPricingSource {
  cart?: Partial<Pick<CartApi, 'pricingAccount'>>;
  serverLines?: readonly ApiCartLine[];
}

/** Loads the tables the lines need; failures give a pricing that shows no totals. */
export async function loadCartPricing(rates: RatesApi, lines: readonly CartLine[], source: CartPricingSource = {}): Promise<CartPricing> {
  const codes = [...new Set(lines.map((l) => l.hsCode).filter((c): c is string => c !== undefined && c !== ''))];
  try {
    const [exchangeRates, billing, types, hs, account] = await Promise.all([
      rates.kurs(),
      rates.billing().catch(() => ({ billing: DEFAULT_BILLING, rules: {} })),
      rates.productTypes().catch(() => []),
      Promise.all(codes.map((code) => rates.hsCodes(code).then((list) => list.find((h) => h.code === code) ?? null).catch(() => null))),
      loadPricingAccount(source.cart),
    ]);
    const hsCodes = new Map<string, HsCode>();
    hs.forEach((h) => {
      if (h) hsCodes.set(h.code, h);
    });
    return new CartPricing(
      { exchangeRates, billing: billing.billing, rules: billing.rules, productTypes: new Map(types.map((t) => [String(t.id), t])), hsCodes },
      false,
      { account, choices: choicesOf(source.serverLines ?? []) },
    );
  } catch {
    return new CartPricing(null, true);
  }
}
