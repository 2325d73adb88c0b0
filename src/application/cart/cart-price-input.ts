/**
 * Domain lines as pricing inputs (src/domain/pricing), built the way the server's tax-calculator
 * builds them (server/modules/cart/pricing.ts lineInputOf).
 */
import type { CartLine } from '../../domain/cart';
import { COUNTRY_CODES, type CountryCode, type HsCodeRates, type Marketplace, type PriceLineInput, type ProductTypeRates } from '../../domain/pricing';

const asCountry = (value: string): CountryCode =>
  (COUNTRY_CODES as readonly string[]).includes(value) ? (value as CountryCode) : 'china';

const asMarketplace = (value: string): Marketplace =>
  value === '1688' || value === 'taobao' || value === 'tmall' ? value : 'other';

export interface RateLookup {
  productType(id: string | undefined): ProductTypeRates | null;
  hsCode(code: string | undefined): HsCodeRates | null;
}

/** Pricing input of a line, built as the server's lineInputOf builds it. */
export function priceInputOf(line: CartLine, rates: RateLookup, isAllInPrice: boolean): PriceLineInput {
  return {
    id: line.code || line.id,
    price: line.price,
    currency: line.currency,
    quantity: line.quantity,
    weightGrams: line.weight,
    lengthCm: line.dimensions.length,
    widthCm: line.dimensions.width,
    heightCm: line.dimensions.height,
    country: asCountry(line.country),
    marketplace: asMarketplace(line.marketplace),
    track: line.packageTrack,
    productType: rates.productType(line.productTypeId),
    hsCode: rates.hsCode(line.hsCode),
    usingNpwp: false,
    importerMode: false,
    isAllInPrice,
    useInsurance: false,
  };
}
