// Issue 23: the header's cart badge counts the added line at once, for a visitor (guest cart)
// and for a customer (server cart), and a failed add leaves it as it was.
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeCartApi, FakeGuestCartStore, guestSession, PRODUCTS } from '../cart/fakes.testing';
import type { InvoiceApi } from '../ports/invoice-api.port';
import type { SessionViewModel } from '../session/session-view-model';
import { HeaderViewModel } from '../shell/header-view-model';
import { AddToCartUseCase } from './add-to-cart.use-case';

function setup(signedIn: boolean) {
  const api = new FakeCartApi();
  const guest = new FakeGuestCartStore();
  const session = { signedIn } as unknown as SessionViewModel;
  const header = new HeaderViewModel(session, { pending: async () => [] } as unknown as InvoiceApi, api, guest);
  const useCase = new AddToCartUseCase(api, guest, guestSession(signedIn ? 'login' : null), header);
  return { api, header, useCase };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AddToCartUseCase and the header badge', () => {
  it("a visitor's add shows in the header's count without opening another page", async () => {
    const { header, useCase } = setup(false);
    expect(header.cartCount).toBe(0);
    await useCase.addProduct({ url: PRODUCTS.bag.url, quantity: 1 });
    expect(header.cartCount).toBe(1);
    await useCase.addProduct({ url: PRODUCTS.shoes.url, quantity: 2 });
    expect(header.cartCount).toBe(2);
  });

  it("a customer's add recounts the server cart", async () => {
    const { header, useCase } = setup(true);
    await useCase.addProduct({ url: PRODUCTS.bag.url, quantity: 1 });
    await settled();
    expect(header.cartCount).toBe(1);
  });

  it('a failed add leaves the count', async () => {
    const { header, useCase } = setup(false);
    await useCase.addProduct({ url: PRODUCTS.bag.url, quantity: 1 });
    await expect(useCase.addProduct({ url: 'https://item.taobao.com/item.htm?id=404', quantity: 1 })).rejects.toThrow();
    expect(header.cartCount).toBe(1);
  });
});
