/**
 * The request of the checkout screen's choices (docs/api/orders.md 'POST cart/checkout/preview',
 * the same body places the order): the selected lines by code, the one address chosen or, in
 * multi-address mode, each address with the quantities it receives, the consolidation groups'
 * selected lines, the courier chosen per shipment, insurance and NPWP only once chosen here (else
 * each line keeps its stored choice), and the voucher.
 */
import { itemsForAddress, type Cart, type CartLine } from '../../domain/cart';
import type { Address } from '../ports/address-api.port';
import type { CheckoutRequest } from '../ports/checkout-api.port';

/** What the request is built from (the checkout view-model's state). */
export interface CheckoutChoices {
  readonly state: { readonly cart: Cart };
  /** The lines to check out, in cart order. */
  readonly selectedLines: readonly CartLine[];
  readonly addresses: readonly Address[];
  /** One-address mode: the address chosen (default the first). */
  readonly addressId: string | null;
  /** The consolidation groups with their selected lines. */
  readonly consolidations: readonly { name: string; lines: readonly CartLine[] }[];
  /** Courier choice per shipment key. */
  readonly shipping: Readonly<Record<string, { courier: string; service: string }>>;
  readonly useInsurance: boolean | null;
  readonly usingNpwp: boolean | null;
  readonly voucherCode: string | null;
}

/** Multi-address mode: each address with the selected lines' quantities it receives (none: left out). */
function addressItems(cart: Cart, lines: readonly CartLine[], addresses: readonly Address[]): CheckoutRequest['addresses'] {
  return addresses.flatMap((address) => {
    const perLine = itemsForAddress(cart, address.id);
    const items: Record<string, number> = {};
    for (const line of lines) {
      const q = perLine[line.id];
      if (q !== undefined && q > 0) items[line.code] = q;
    }
    return Object.keys(items).length > 0 ? [{ addressId: address.id, items }] : [];
  });
}

/** The request of the choices; null when there is nothing to ask yet (no line or no address). */
export function checkoutRequest(choices: CheckoutChoices): CheckoutRequest | null {
  const lines = choices.selectedLines;
  const oneAddress = choices.addressId ?? choices.addresses[0]?.id;
  if (lines.length === 0 || choices.addresses.length === 0 || !oneAddress) return null;
  const cart = choices.state.cart;
  return {
    cartDetailCodes: lines.map((l) => l.code),
    addresses: cart.multiAddress ? addressItems(cart, lines, choices.addresses) : [{ addressId: oneAddress }],
    consolidations: choices.consolidations.map((g) => ({ name: g.name, cartDetailCodes: g.lines.map((l) => l.code) })),
    shipping: Object.entries(choices.shipping).map(([shipmentKey, s]) => ({ shipmentKey, courier: s.courier, service: s.service })),
    ...(choices.useInsurance === null ? {} : { useInsurance: choices.useInsurance }),
    ...(choices.usingNpwp === null ? {} : { usingNpwp: choices.usingNpwp }),
    voucherCode: choices.voucherCode,
  };
}
