/**
 * /kalkulator: landed cost of one product. Reads the raw form text, validates
 * it field by field (nothing typed is ever replaced), converts units with
 * src/domain/units and prices with src/domain/pricing (buildPriceLineInput, then
 * priceLine) using the rates, billing and product types of the RatesApi and the
 * server's facts about the account (importer status, NPWP on file), as the server's
 * tax-calculator prices an inline line. Sea where it is not offered is reported
 * (trackProblem), never switched to air.
 */
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  allInPriceFromBilling,
  buildPriceLineInput,
  checkTrack,
  COUNTRY_CODES,
  DEFAULT_BILLING,
  isSeaAvailable,
  MARKETPLACES,
  PricingError,
  priceLine,
  type BillingConfig,
  type LineDescription,
  type TrackProblem,
  type CountryCode,
  type ExchangeRates,
  type LineBreakdown,
  type Marketplace,
  type PackageTrack,
  type PricingRules,
} from '../../domain/pricing';
import { DIMENSION_UNITS, toCentimetres, toGrams, WEIGHT_UNITS, type DimensionUnit, type WeightUnit } from '../../domain/units';
import { CART_API, GUEST_PRICING_ACCOUNT, type CartApi, type PricingAccount } from '../ports/cart-api.port';
import { RATES_API, type KursEntry, type LartasEntry, type ProductType, type RatesApi } from '../ports/rates-api.port';
import { lartasEntryOf, loadLartasEntries } from '../lartas/lartas-entries';
import { loadPricingAccount } from '../pricing/pricing-account';
import { loadPricingTables, rateNotesOf } from '../pricing/pricing-tables';

export const CALCULATOR_VIEW_MODEL = Symbol.for('calculator.CalculatorViewModel');

/** Why a field is refused; the UI maps each code to a localised message. */
export type FieldError = 'required' | 'not_a_number' | 'negative' | 'not_integer' | 'min_one';

export type NumericField = 'price' | 'quantity' | 'weight' | 'length' | 'width' | 'height';

export interface CalculatorForm {
  price: string;
  currency: string;
  quantity: string;
  weight: string;
  weightUnit: WeightUnit;
  length: string;
  width: string;
  height: string;
  dimensionUnit: DimensionUnit;
  country: CountryCode;
  marketplace: Marketplace;
  track: PackageTrack;
  productTypeId: string;
  usingNpwp: boolean;
  useInsurance: boolean;
}

/** Spec section 1: currency default USD. */
export const DEFAULT_CURRENCY = 'USD';

export const INITIAL_FORM: CalculatorForm = Object.freeze({
  price: '',
  currency: DEFAULT_CURRENCY,
  quantity: '1',
  weight: '',
  weightUnit: 'gram',
  length: '',
  width: '',
  height: '',
  dimensionUnit: 'cm',
  country: 'china',
  marketplace: 'taobao',
  track: 'udara',
  productTypeId: '',
  usingNpwp: false,
  useInsurance: false,
});

/** Currencies of the source countries, offered even before the rates load. */
const BASE_CURRENCIES = ['USD', 'CNY', 'GBP', 'HKD', 'SGD', 'IDR'];

const NUMBER_PATTERN = /^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** Parses '12', '12.5' or '12,5'; null when the text is not a plain number. */
export function parseNumber(text: string): number | null {
  const t = text.trim();
  if (!NUMBER_PATTERN.test(t)) return null;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

interface FieldRule {
  readonly required: boolean;
  readonly integer: boolean;
  readonly min: number;
}

const RULES: Readonly<Record<NumericField, FieldRule>> = {
  price: { required: true, integer: false, min: 0 },
  quantity: { required: true, integer: true, min: 1 },
  weight: { required: true, integer: false, min: 0 },
  // Dimensions are optional: an empty box means no volumetric weight.
  length: { required: false, integer: false, min: 0 },
  width: { required: false, integer: false, min: 0 },
  height: { required: false, integer: false, min: 0 },
};

export function validateField(field: NumericField, text: string): FieldError | null {
  const rule = RULES[field];
  if (text.trim() === '') return rule.required ? 'required' : null;
  const n = parseNumber(text);
  if (n === null) return 'not_a_number';
  if (n < 0) return 'negative';
  if (rule.integer && !Number.isInteger(n)) return 'not_integer';
  if (n < rule.min) return 'min_one';
  return null;
}

@injectable()
export class CalculatorViewModel {
  form: CalculatorForm = { ...INITIAL_FORM };
  /** Fields the user has left or the form was submitted: only these show errors. */
  touched: Partial<Record<NumericField, boolean>> = {};
  submitted = false;
  loading = false;
  loadFailed = false;
  exchangeRates: ExchangeRates = {};
  /** The rates' dates and sources (GET kurs), for the breakdown's rate note. */
  kursEntries: KursEntry[] = [];
  billing: BillingConfig = DEFAULT_BILLING;
  rules: Partial<PricingRules> = {};
  productTypes: ProductType[] = [];
  /** The restricted-goods list (RatesApi.lartas): the warning of the product type chosen. */
  lartasEntries: LartasEntry[] = [];
  /** The server's facts about the account (importer status, NPWP on file); a visitor has neither. */
  account: PricingAccount = GUEST_PRICING_ACCOUNT;

  constructor(
    @inject(RATES_API) private readonly rates: RatesApi,
    @inject(CART_API) @optional() private readonly cart?: CartApi,
  ) {
    makeAutoObservable<this, 'rates' | 'cart'>(this, { rates: false, cart: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.loadFailed = false;
    const [tables, account, lartas] = await Promise.all([loadPricingTables(this.rates), loadPricingAccount(this.cart), loadLartasEntries(this.rates)]);
    runInAction(() => {
      this.account = account;
      this.lartasEntries = lartas;
      if (tables.exchangeRates) this.exchangeRates = tables.exchangeRates;
      if (tables.kursEntries) this.kursEntries = tables.kursEntries;
      if (tables.billing) {
        this.billing = tables.billing.billing;
        this.rules = tables.billing.rules;
      }
      if (tables.productTypes) this.productTypes = tables.productTypes;
      this.loadFailed = tables.exchangeRates === undefined;
      this.loading = false;
    });
  }

  /** The rate the breakdown uses for the chosen currency, with its date and source. */
  get rateNotes(): KursEntry[] {
    return rateNotesOf(this.exchangeRates, this.kursEntries, [this.form.currency]);
  }

  get currencies(): string[] {
    const codes = new Set(BASE_CURRENCIES);
    for (const code of Object.keys(this.exchangeRates)) codes.add(code.toUpperCase());
    return [...codes].sort();
  }

  readonly countries = COUNTRY_CODES;
  readonly marketplaces = MARKETPLACES;
  readonly weightUnits = WEIGHT_UNITS;
  readonly dimensionUnits = DIMENSION_UNITS;

  /** Sets a field as given: a change that leaves sea where it is not offered shows trackProblem. */
  setField<K extends keyof CalculatorForm>(key: K, value: CalculatorForm[K]): void {
    this.form[key] = value;
  }

  touch(field: NumericField): void {
    this.touched[field] = true;
  }

  submit(): void {
    this.submitted = true;
  }

  reset(): void {
    this.form = { ...INITIAL_FORM };
    this.touched = {};
    this.submitted = false;
  }

  /** Validation of every numeric field, shown or not. */
  get errors(): Partial<Record<NumericField, FieldError>> {
    const out: Partial<Record<NumericField, FieldError>> = {};
    for (const field of Object.keys(RULES) as NumericField[]) {
      const error = validateField(field, this.form[field]);
      if (error) out[field] = error;
    }
    return out;
  }

  /** The error to show under a field (after it was left or the form was submitted). */
  visibleError(field: NumericField): FieldError | null {
    if (!this.submitted && !this.touched[field]) return null;
    return this.errors[field] ?? null;
  }

  get valid(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Sea is offered only where the country and marketplace allow it (1688 too for importers). */
  get seaAvailable(): boolean {
    try {
      return isSeaAvailable({ country: this.form.country, marketplace: this.form.marketplace, importerMode: this.account.importerMode }, this.billing);
    } catch {
      return false;
    }
  }

  /** 'SEA_NOT_AVAILABLE' while sea is chosen where it is not offered: no breakdown until air is chosen. */
  get trackProblem(): TrackProblem | null {
    try {
      return checkTrack({ country: this.form.country, marketplace: this.form.marketplace, track: this.form.track }, this.account, this.billing);
    } catch {
      return 'SEA_NOT_AVAILABLE';
    }
  }

  /** The NPWP box is ticked but no NPWP is on file: the income tax stays at the non-NPWP rate. */
  get npwpNotOnFile(): boolean {
    return this.form.usingNpwp && !this.account.hasNpwp;
  }

  get selectedProductType(): ProductType | null {
    return this.productTypes.find((t) => String(t.id) === this.form.productTypeId) ?? null;
  }

  /** The restricted-goods entry of the product type chosen (src/domain/lartas), or null. The form has no HS code. */
  get lartas(): LartasEntry | null {
    return lartasEntryOf({ productTypeId: this.form.productTypeId }, { productTypes: this.productTypes, entries: this.lartasEntries });
  }

  private num(field: NumericField): number {
    return parseNumber(this.form[field]) ?? 0;
  }

  /** The form's line as the pricing domain describes a line. */
  private get line(): LineDescription {
    const f = this.form;
    const unit = f.dimensionUnit;
    return {
      price: this.num('price'),
      currency: f.currency,
      quantity: this.num('quantity'),
      weightGrams: toGrams(this.num('weight'), f.weightUnit),
      lengthCm: toCentimetres(this.num('length'), unit),
      widthCm: toCentimetres(this.num('width'), unit),
      heightCm: toCentimetres(this.num('height'), unit),
      country: f.country,
      marketplace: f.marketplace,
      track: f.track,
      productType: this.selectedProductType,
      choices: { usingNpwp: f.usingNpwp, useInsurance: f.useInsurance },
    };
  }

  /** The full breakdown, or null while the input is invalid, the track not offered, or it cannot be priced. */
  get breakdown(): LineBreakdown | null {
    if (!this.valid || this.trackProblem) return null;
    try {
      const input = buildPriceLineInput(this.line, {
        isAllInPrice: allInPriceFromBilling(this.form.country, this.billing, this.rules),
        importerMode: this.account.importerMode,
        hasNpwp: this.account.hasNpwp,
        premium: this.account.premium === true,
      });
      return priceLine(input, { exchangeRates: this.exchangeRates, rules: this.rules, billing: this.billing });
    } catch (error) {
      if (error instanceof PricingError) return null;
      throw error;
    }
  }

  /** The pricing module's error code when valid input still cannot be priced. */
  get breakdownError(): string | null {
    if (!this.valid) return null;
    try {
      priceLine(buildPriceLineInput({ ...this.line, track: 'udara' }, { ...this.account, isAllInPrice: false }), {
        exchangeRates: this.exchangeRates, rules: this.rules, billing: this.billing,
      });
      return null;
    } catch (error) {
      return error instanceof PricingError ? error.code : 'pricing.invalid_input';
    }
  }
}
