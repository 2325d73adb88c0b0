// The unit price of a product for a quantity: the wholesale tier of the quantity (1688 price
// tiers) plus the chosen option's surcharge over the base price; without tiers, the option's
// price or the product's. One rule for the product page and the server's cart.

export interface PriceTier {
  /** The smallest quantity this tier's price applies to. */
  minQuantity: number;
  price: number;
}

export function unitPriceForQuantity(
  productPrice: number,
  tiers: readonly PriceTier[],
  optionPrice: number | null,
  quantity: number,
): number {
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  if (sorted.length === 0) return optionPrice ?? productPrice;
  const tier = [...sorted].reverse().find((t) => t.minQuantity <= quantity) ?? sorted[0];
  const base = sorted[0]?.price ?? productPrice;
  return Math.max(0, (tier?.price ?? base) + (optionPrice !== null ? optionPrice - base : 0));
}
