/**
 * Quantity changes of a single line that keep every invariant:
 * quantity in [1, maxQuantity] (and at least one per address), the sum of
 * addressQuantities equal to quantity when the line has addresses, and
 * totalPackingFee = packingFeePerUnit x quantity.
 */
import { clampQuantity, packingFeeTotal, type CartLine } from './cart-line';

export function addressIds(line: CartLine): string[] {
  return Object.keys(line.addressQuantities);
}

/** Quantity held by an address, or undefined (own keys only, so 'toString' is not an address). */
export function quantityAt(allocations: Readonly<Record<string, number>>, addressId: string): number | undefined {
  return Object.hasOwn(allocations, addressId) ? allocations[addressId] : undefined;
}

export function sumAddressQuantities(allocations: Readonly<Record<string, number>>): number {
  return Object.values(allocations).reduce((sum, q) => sum + q, 0);
}

/** Line with a new quantity and allocation map; packing fee recomputed. */
export function withAllocation(
  line: CartLine,
  quantity: number,
  addressQuantities: Readonly<Record<string, number>>,
): CartLine {
  if (quantity === line.quantity && addressQuantities === line.addressQuantities) return line;
  return {
    ...line,
    quantity,
    addressQuantities,
    totalPackingFee: packingFeeTotal(line.packingFeePerUnit, quantity),
  };
}

/**
 * Sets the total quantity. Without addresses it is clamped to [1, max].
 * With addresses it is clamped to [number of addresses, max] and the change
 * goes to the addresses in key order from the last: an increase is added
 * to the last address, a decrease is taken from the last addresses first,
 * each keeping at least 1.
 */
export function withQuantity(line: CartLine, requested: number): CartLine {
  const ids = addressIds(line);
  if (ids.length === 0) return withAllocation(line, clampQuantity(requested, line.maxQuantity), line.addressQuantities);
  const floor = Math.min(ids.length, line.maxQuantity);
  const target = Math.max(floor, clampQuantity(requested, line.maxQuantity));
  let delta = target - sumAddressQuantities(line.addressQuantities);
  if (delta === 0 && target === line.quantity) return line;
  const next: Record<string, number> = { ...line.addressQuantities };
  for (let i = ids.length - 1; i >= 0 && delta !== 0; i -= 1) {
    const id = ids[i] ?? '';
    const current = next[id] ?? 1;
    const updated = delta > 0 ? current + delta : Math.max(1, current + delta);
    delta -= updated - current;
    next[id] = updated;
  }
  return withAllocation(line, sumAddressQuantities(next), next);
}
