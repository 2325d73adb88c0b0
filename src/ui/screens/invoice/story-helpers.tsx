// Story helpers of the checkout and invoice screens: prepare the story's in-memory world through
// the ports (addresses, a placed order, signing out) before the story renders, render the story
// under a route (for useParams), and show where the page navigated to.
import type { Decorator } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { useEffect, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ADDRESS_API, type AddressApi, type AddressInput } from '../../../application/ports/address-api.port';
import { CART_API, type CartApi } from '../../../application/ports/cart-api.port';
import { CHECKOUT_API, type CheckoutApi, type PlacedOrder } from '../../../application/ports/checkout-api.port';
import { SESSION_STORE, type SessionStore } from '../../../application/ports/session-store.port';

export const STORY_ADDRESSES: readonly AddressInput[] = [
  {
    name: 'Rumah Budi', address: 'Jl. Tebet Raya 12', provinceId: '31', districtId: '3171', subDistrictId: '317101', postalCode: '12810',
    phoneNumber: '081234567890', phoneNumber2: null, email: null, npwp: null, lat: null, long: null, addressMap: null,
  },
  {
    name: 'Kantor Budi', address: 'Jl. Asia Afrika 8', provinceId: '32', districtId: '3273', subDistrictId: '327301', postalCode: '40132',
    phoneNumber: '081234567891', phoneNumber2: null, email: null, npwp: '01.234.567.8-901.000', lat: null, long: null, addressMap: null,
  },
];

/** The first invoice the memory checkout writes on the story clock (1 March 2024). */
export const FIRST_STORY_INVOICE = 'INV-20240301-000001';
export const FIRST_STORY_ORDER = 'ORD-20240301-000001';

export async function addAddresses(container: Container, count: number): Promise<void> {
  const api = container.get<AddressApi>(ADDRESS_API);
  for (const input of STORY_ADDRESSES.slice(0, count)) await api.create(input);
}

/** Checks out the whole cart to the first address, paying by BCA virtual account (or `paymentMethod`). */
export async function placeOrder(container: Container, paymentMethod = 'bca_va'): Promise<PlacedOrder> {
  const [address] = await container.get<AddressApi>(ADDRESS_API).list();
  if (!address) throw new Error('story: add an address first');
  const codes = (await container.get<CartApi>(CART_API).list()).map((l) => l.code);
  const api = container.get<CheckoutApi>(CHECKOUT_API);
  const request = { cartDetailCodes: codes, addresses: [{ addressId: address.id }] };
  const preview = await api.preview(request);
  return api.placeOrder({ ...request, paymentMethod, expectedTotal: preview.totals.total }, `story-${codes.join('-')}`);
}

/** One address, and the whole cart ordered to it (FIRST_STORY_INVOICE, FIRST_STORY_ORDER), `paymentMethod` chosen at checkout (BCA VA). */
export async function orderPlaced(container: Container, paymentMethod?: string): Promise<void> {
  await addAddresses(container, 1);
  await placeOrder(container, paymentMethod);
}

export function signOut(container: Container): void {
  container.get<SessionStore>(SESSION_STORE).clearLogin();
}

const runs = new WeakMap<Container, Promise<void>>();

function Prepared({ container, setup, children }: { container: Container; setup: (c: Container) => Promise<void>; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    let run = runs.get(container);
    if (!run) {
      run = setup(container);
      runs.set(container, run);
    }
    void run.then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [container, setup]);
  return ready ? <>{children}</> : null;
}

/** Runs `setup` once on the story's container, then renders the story. */
export function withWorld(setup: (container: Container) => Promise<void>): Decorator {
  return (Story, context) => {
    const container = (context.loaded as { container?: Container }).container;
    if (!container) throw new Error('the story container was not built');
    return <Prepared container={container} setup={setup}><Story /></Prepared>;
  };
}

/** The story's world has an order placed (orderPlaced). */
export const withPlacedOrder: Decorator = withWorld(orderPlaced);

/** Renders the story as the element of a route (the page reads useParams). */
export function withRoute(path: string): Decorator {
  return (Story) => (
    <Routes>
      <Route path={path} element={<Story />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>
  );
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Shows the current location under the story (a page that navigates away stays visible). */
export const withLocation: Decorator = (Story) => (
  <>
    <Story />
    <LocationProbe />
  </>
);

/** Replaces the clipboard for a play function (false: writeText refuses and execCommand fails); returns the undo. */
export function fakeClipboard(works: boolean): () => void {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: works ? async () => undefined : async () => Promise.reject(new Error('denied')) },
  });
  const exec = document.execCommand;
  document.execCommand = () => false;
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
    document.execCommand = exec;
  };
}
