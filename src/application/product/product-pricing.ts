/**
 * The product page's line, as the cart will price it: the chosen SKU, the unit price the server
 * takes for it (wholesale tier of the quantity plus the option's surcharge, else the option's or
 * the product's price: server/modules/cart/lines.ts unitPrice), and the line description handed
 * to src/domain/pricing buildPriceLineInput (with the server's facts) then priceLine. The page and
 * tests/integration/price-parity.test.ts use this one function, so what the page shows is what
 * the cart's tax-calculator answers.
 */
import type { LineDescription, PackageTrack, ProductTypeRates } from '../../domain/pricing';
import { unitPriceForQuantity } from '../../domain/pricing/unit-price';
import type { Product, ProductOption } from '../ports/product-api.port';

export interface ProductSelection {
  quantity: number;
  track: PackageTrack;
  /** Chosen value per variation axis (color, size, ...). */
  attributes: Readonly<Record<string, string>>;
  usingNpwp: boolean;
  useInsurance: boolean;
}

/** The SKU whose attributes equal the chosen ones on every axis; null while an axis is open or none matches. */
export function matchOption(product: Product, attributes: Readonly<Record<string, string>>): ProductOption | null {
  const options = product.options ?? [];
  if (options.length === 0) return null;
  const axes = product.variations.map((v) => v.name);
  if (axes.some((axis) => !attributes[axis])) return null;
  return options.find((o) => axes.every((axis) => o.attributes[axis] === undefined || o.attributes[axis] === attributes[axis])) ?? null;
}

/** Unit price in the product's currency for this option and quantity (the server's rule). */
export function unitPriceFor(product: Product, option: ProductOption | null, quantity: number): number {
  return unitPriceForQuantity(product.price, product.priceTiers ?? [], option?.price ?? null, quantity);
}

/** The product page's line as the pricing domain describes a line (buildPriceLineInput adds the facts). */
export function productLineDescription(product: Product, selection: ProductSelection, productType: ProductTypeRates | null): LineDescription {
  const option = matchOption(product, selection.attributes);
  return {
    id: product.productId || product.url,
    price: unitPriceFor(product, option, selection.quantity),
    currency: product.currency,
    quantity: selection.quantity,
    weightGrams: product.weightGrams,
    lengthCm: product.lengthCm,
    widthCm: product.widthCm,
    heightCm: product.heightCm,
    country: product.country,
    marketplace: product.marketplace,
    track: selection.track,
    productType,
    choices: { usingNpwp: selection.usingNpwp, useInsurance: selection.useInsurance },
  };
}
