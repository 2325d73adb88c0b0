// /cart's multi-address quantities on the in-memory adapters: a signed-in customer's point at the
// account's addresses (AddressApi), the ones /checkout sends to; a visitor's at the device's.
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { CART_VIEW_MODEL, type CartViewModel } from '../../application/cart/cart-view-model';
import { GUEST_ADDRESS_STORE, type GuestAddressStore } from '../../application/ports';
import { ADDRESS, OFFICE, must, ready, world } from './checkout-world.testing';
import { DEMO_PRODUCTS } from './demo-data';

describe('CartViewModel addresses', () => {
  it('signed in: the quantities set on /cart go to the account\'s addresses and reach /checkout as they are', async () => {
    const w = await world({ items: 2, addresses: [ADDRESS, OFFICE] });
    // An address a visitor left on this device before signing in is not the account's.
    w.c.get<GuestAddressStore>(GUEST_ADDRESS_STORE).add({ ...ADDRESS, name: 'Di perangkat' });
    const cart = w.c.get<CartViewModel>(CART_VIEW_MODEL);
    await cart.load();
    const [home, office] = w.addresses.map(must);
    expect(cart.addresses.map((a) => a.id)).toEqual([must(home).id, must(office).id]);
    const [bag, phoneCase] = cart.lines.map(must);
    cart.setMultiAddress(true);
    cart.allocation.addAddressTo(must(bag).id, must(home).id);
    cart.allocation.addAddressTo(must(bag).id, must(office).id);
    cart.allocation.addAddressTo(must(phoneCase).id, must(office).id);
    await cart.settled();
    const bagQuantity = must(cart.lines[0]).quantity;
    expect((await w.cart.get(must(bag).code)).quantity).toBe(bagQuantity);

    const checkout = await ready(w);
    expect(checkout.multiAddress).toBe(true);
    expect(checkout.unallocatedLines).toEqual([]);
    expect(checkout.allocation.rowsOf(must(checkout.lines[0])).map((r) => r.name)).toEqual(['Rumah Budi', 'Kantor Budi']);
    expect(checkout.request?.addresses).toEqual([
      { addressId: must(home).id, items: { [must(bag).code]: bagQuantity - 1 } },
      { addressId: must(office).id, items: { [must(bag).code]: 1, [must(phoneCase).code]: 1 } },
    ]);
    expect(must(checkout.preview).shipments.map((s) => s.key)).toEqual([`u:${must(home).id}`, `u:${must(office).id}`]);
    expect(await checkout.placeOrder()).toBe(true);
  });

  it('a visitor: the device\'s addresses, never the account\'s', async () => {
    const w = await world({ items: 0, addresses: [ADDRESS] });
    w.session.clearLogin();
    const product = must(DEMO_PRODUCTS[0]);
    await w.cart.addScraped({ url: product.url, quantity: Math.max(1, product.minimumOrderQuantity) });
    const device = w.c.get<GuestAddressStore>(GUEST_ADDRESS_STORE).add({ ...OFFICE, name: 'Di perangkat' });
    const cart = w.c.get<CartViewModel>(CART_VIEW_MODEL);
    await cart.load();
    expect(cart.remote).toBe(false);
    expect(cart.addresses.map((a) => a.id)).toEqual([device.id]);
    cart.setMultiAddress(true);
    cart.allocation.addAddressTo(must(cart.lines[0]).id, device.id);
    expect(cart.addressSummary.map((s) => s.address.name)).toEqual(['Di perangkat']);
  });
});
