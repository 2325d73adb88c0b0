/**
 * Checkout plan (docs/api/orders.md, "Shipments"): which cart lines, in which quantities, go in
 * which shipment. The quantities per address follow the multi-address rules of src/domain/cart
 * (every allocation >= 1, a line's allocations add up to its quantity); the groups follow
 * src/domain/consolidation (a line is in at most one named group).
 *
 * Keys: `g<i>:<address_id>` for the i-th consolidation group (0-based) at one address, and
 * `u:<address_id>` for the ungrouped lines of one address. Shipments come grouped first (group
 * order, then address order), then ungrouped (address order); lines keep the request's order.
 */
import { quantityAt, sumAddressQuantities } from '../cart';
import { groupOfLine, type Consolidation, type ConsolidationGroup } from '../consolidation';

export interface CheckoutLine {
  /** cart_detail_code */
  readonly code: string;
  /** The line's quantity in the cart. */
  readonly quantity: number;
}

export interface AddressAllocation {
  readonly addressId: number;
  /** cart_detail_code -> quantity; may be absent when there is one address. */
  readonly items?: Readonly<Record<string, number>>;
}

export interface ConsolidationRequest {
  readonly name: string;
  /** cart_detail_codes */
  readonly codes: readonly string[];
}

export interface PlannedLine {
  readonly code: string;
  readonly quantity: number;
}

export interface PlannedShipment {
  readonly key: string;
  /** The group's name; null for ungrouped lines. */
  readonly name: string | null;
  readonly consolidated: boolean;
  /** Index of the consolidation group, null for ungrouped lines. */
  readonly groupIndex: number | null;
  readonly addressId: number;
  readonly lines: readonly PlannedLine[];
}

export type CheckoutPlanReason = 'ALLOCATION_MISMATCH' | 'CONSOLIDATION_INVALID';

export interface CheckoutPlanError {
  readonly reason: CheckoutPlanReason;
  /** Path inside the request body, e.g. 'addresses.items.CD123' or 'consolidations[0].name'. */
  readonly field: string;
}

export type CheckoutPlan =
  | { readonly ok: true; readonly shipments: readonly PlannedShipment[] }
  | { readonly ok: false; readonly error: CheckoutPlanError };

export function shipmentKey(groupIndex: number | null, addressId: number): string {
  return groupIndex === null ? `u:${addressId}` : `g${groupIndex}:${addressId}`;
}

const fail = (reason: CheckoutPlanReason, field: string): CheckoutPlan => ({ ok: false, error: { reason, field } });

/** Quantities per address and line: the single address takes every line whole when `items` is left out. */
function allocations(lines: readonly CheckoutLine[], addresses: readonly AddressAllocation[]): Array<Readonly<Record<string, number>>> | CheckoutPlanError {
  const seen = new Set<number>();
  for (const [i, a] of addresses.entries()) {
    if (seen.has(a.addressId)) return { reason: 'ALLOCATION_MISMATCH', field: `addresses[${i}].address_id` };
    seen.add(a.addressId);
  }
  const [only] = addresses;
  if (addresses.length === 1 && only !== undefined && only.items === undefined) {
    return [Object.fromEntries(lines.map((l) => [l.code, l.quantity]))];
  }
  const known = new Set(lines.map((l) => l.code));
  const result: Array<Readonly<Record<string, number>>> = [];
  for (const [i, a] of addresses.entries()) {
    const items = a.items ?? {};
    const entries = Object.entries(items);
    if (entries.length === 0) return { reason: 'ALLOCATION_MISMATCH', field: `addresses[${i}].items` };
    for (const [code, q] of entries) {
      if (!known.has(code) || !Number.isSafeInteger(q) || q < 1) return { reason: 'ALLOCATION_MISMATCH', field: `addresses[${i}].items.${code}` };
    }
    result.push(items);
  }
  for (const line of lines) {
    // Per line, its allocations over the addresses must add up to its quantity (src/domain/cart).
    const perAddress: Record<string, number> = {};
    result.forEach((items, i) => {
      const q = quantityAt(items, line.code);
      if (q !== undefined) perAddress[String(i)] = q;
    });
    if (sumAddressQuantities(perAddress) !== line.quantity) return { reason: 'ALLOCATION_MISMATCH', field: `addresses.items.${line.code}` };
  }
  return result;
}

/** The request's groups as a domain consolidation (ids 'g0', 'g1', ...), or the first problem. */
function consolidationOf(lines: readonly CheckoutLine[], groups: readonly ConsolidationRequest[]): Consolidation | CheckoutPlanError {
  const known = new Set(lines.map((l) => l.code));
  const built: ConsolidationGroup[] = [];
  let consolidation: Consolidation = { groups: built };
  for (const [i, g] of groups.entries()) {
    if (g.name.trim() === '') return { reason: 'CONSOLIDATION_INVALID', field: `consolidations[${i}].name` };
    if (g.codes.length === 0) return { reason: 'CONSOLIDATION_INVALID', field: `consolidations[${i}].cart_detail_codes` };
    for (const code of g.codes) {
      // A line is in at most one group (and once in it).
      if (!known.has(code) || groupOfLine(consolidation, code) !== undefined || g.codes.indexOf(code) !== g.codes.lastIndexOf(code)) {
        return { reason: 'CONSOLIDATION_INVALID', field: `consolidations[${i}].cart_detail_codes` };
      }
    }
    built.push({
      id: `g${i}`, name: g.name.trim(), lineIds: [...g.codes],
      ecommerce: undefined, type: undefined, packagePrice: undefined, isAllInPrice: undefined, totalFreight: undefined,
    });
    consolidation = { groups: built };
  }
  return consolidation;
}

const isError = (x: unknown): x is CheckoutPlanError => typeof x === 'object' && x !== null && 'reason' in x;

/**
 * Splits the checked-out lines into shipments. `lines` are the lines being checked out (codes
 * unique) with their cart quantities, in the order of the request.
 */
export function planShipments(
  lines: readonly CheckoutLine[],
  addresses: readonly AddressAllocation[],
  groups: readonly ConsolidationRequest[] = [],
): CheckoutPlan {
  if (addresses.length === 0) return fail('ALLOCATION_MISMATCH', 'addresses');
  const alloc = allocations(lines, addresses);
  if (isError(alloc)) return { ok: false, error: alloc };
  const consolidation = consolidationOf(lines, groups);
  if (isError(consolidation)) return { ok: false, error: consolidation };

  const shipments: PlannedShipment[] = [];
  const collect = (groupIndex: number | null, name: string | null, members: readonly CheckoutLine[]) => {
    addresses.forEach((address, i) => {
      const items = alloc[i] ?? {};
      const planned = members.flatMap((l) => {
        const q = quantityAt(items, l.code);
        return q !== undefined && q > 0 ? [{ code: l.code, quantity: q }] : [];
      });
      if (planned.length === 0) return;
      shipments.push({ key: shipmentKey(groupIndex, address.addressId), name, consolidated: groupIndex !== null, groupIndex, addressId: address.addressId, lines: planned });
    });
  };
  consolidation.groups.forEach((group, index) => {
    collect(index, group.name, lines.filter((l) => groupOfLine(consolidation, l.code)?.id === group.id));
  });
  collect(null, null, lines.filter((l) => groupOfLine(consolidation, l.code) === undefined));
  return { ok: true, shipments };
}
