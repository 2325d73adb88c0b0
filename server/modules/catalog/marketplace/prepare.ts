// What the service adds to a provider's item before keeping it, and how a refresh of prices and
// stock is folded into the kept item (docs/marketplace.md "Product type and weight", "Caching").
import { classifyProductType, estimatedWeightGrams } from '../../../../src/domain/product/index.ts';
import type { ProductData } from '../product.ts';

/** The product type (classified when the provider gives none) and the weight (estimated when it gives none). */
export function prepareItem(item: ProductData): ProductData {
  const type = item.product_type_slug ?? classifyProductType({
    titles: [item.name_original ?? '', item.name],
    categories: [...(item.category_path ?? []), item.category ?? ''],
  });
  const estimated = !(item.weight > 0);
  return {
    ...item,
    product_type_slug: type,
    weight: estimated ? estimatedWeightGrams(type) : item.weight,
    weight_estimated: estimated,
  };
}

/**
 * The kept item with the prices and stock of a fresh answer: the product's prices, tiers, minimum
 * order and availability, and each SKU's price and stock by sku_id (a SKU the fresh answer no
 * longer has is out of stock). Texts, pictures and variations stay as kept (a prices-only answer
 * may be in the source's language); SKUs new since are added at the next full fetch.
 */
export function mergePrices(kept: ProductData, fresh: ProductData): ProductData {
  const freshSkus = new Map(fresh.options.map((o) => [o.sku_id, o]));
  return {
    ...kept,
    price: fresh.price,
    price_original: fresh.price_original,
    price_max: fresh.price_max,
    price_type: fresh.price_type,
    prices: fresh.prices,
    minimum_order_quantity: fresh.minimum_order_quantity,
    max_quantity: fresh.max_quantity,
    stock: fresh.stock,
    availability: fresh.availability,
    sales: fresh.sales ?? kept.sales ?? null,
    options: kept.options.map((o) => {
      const f = freshSkus.get(o.sku_id);
      return f ? { ...o, price: f.price, stock: f.stock } : { ...o, stock: 0 };
    }),
  };
}
