// A checkout done with the keyboard alone (issue 24): a new customer (registered and given an address
// by the shared steps, which are not the point here) goes from a product page through "add to cart",
// the cart and the checkout (address, courier, payment method) to a placed order and its invoice page,
// then asks for a virtual account there, using only page.keyboard: Tab / Shift+Tab to move, Enter and
// Space to press, arrows inside radio groups, keyboard.type into a field reached by Tab. Locators are
// used only to say where focus must land, never to click or fill. Every stop of every Tab shows a
// visible focus indicator (an outline or a box-shadow on document.activeElement).
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ID, JACKET, addLocalAddress, messages, register } from './steps.ts';

const msg = messages('id');

interface Focus { what: string; visible: boolean; inBody: boolean }

/** What has focus, and whether it shows it (an outline or a box-shadow). */
async function focus(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return { what: 'body', visible: false, inBody: true };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const name = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.innerText ?? el.innerText;
    const what = `<${el.tagName.toLowerCase()}${el.getAttribute('type') ? ` type=${el.getAttribute('type') ?? ''}` : ''}> "${(name || '').trim().slice(0, 60)}"`;
    return { what, visible: outline || shadow, inBody: false };
  });
}

async function expectVisibleFocus(page: Page): Promise<Focus> {
  const now = await focus(page);
  expect(now.inBody, 'focus is on an element, not lost to the page').toBe(false);
  expect(now.visible, `focus on ${now.what} is visible (outline or box-shadow)`).toBe(true);
  return now;
}

/** Whether one of the elements `target` matches has focus (a radio group: whichever radio Tab enters on). */
const hasFocus = (target: Locator) => target.evaluateAll((els) => els.some((el) => el === document.activeElement));

/**
 * Presses Tab (or Shift+Tab) until `target` (or, for a radio group, one of its radios) has focus; every
 * element focused on the way shows its focus. Fails when it is not reached within `max` presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<string[]> {
  await expect(target.first()).toBeVisible();
  const path: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    path.push((await expectVisibleFocus(page)).what);
    if (await hasFocus(target)) return path;
  }
  throw new Error(`not reached with ${back ? 'Shift+Tab' : 'Tab'} in ${String(max)} presses; focus went through:\n${path.join('\n')}`);
}

/**
 * After a client navigation: waits until the focus stays put (the shell may move it to the new page's
 * h1 once the page is there) and notes where it landed in the report. Tab goes on from there.
 */
async function landed(page: Page, where: string): Promise<string> {
  let last = '';
  await expect.poll(async () => {
    const now = (await focus(page)).what;
    const same = now === last;
    last = now;
    return same;
  }, { intervals: [300] }).toBe(true);
  test.info().annotations.push({ type: 'focus after navigation', description: `${where}: ${last}` });
  return last;
}

/** Presses `key` until `target` (a radio of the focused group) is checked and focused. */
async function arrowTo(page: Page, target: Locator, key: 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft', max = 20): Promise<void> {
  for (let i = 0; i < max && !(await target.isChecked()); i++) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
  }
  await expect(target).toBeChecked();
  await expect(target).toBeFocused();
}

test('keyboard only: product page, add to cart, cart, checkout (address, courier, payment), invoice page', async ({ page }) => {
  test.setTimeout(180_000);
  // Not the point: a registered customer with one address and an empty cart.
  await register(page, msg, `keyboard.${randomBytes(4).toString('hex')}@example.com`);
  await page.goto('/address');
  await addLocalAddress(page, ID, 'Rumah Budi', '081234567890');

  // The product page. The first Tab reaches the skip link, which shows itself.
  await page.goto(`/product?url=${encodeURIComponent(JACKET.url)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(JACKET.name);
  await page.keyboard.press('Tab');
  await expect(page.locator('.skip-link')).toBeFocused();
  await expectVisibleFocus(page);

  // Quantity 2 with the stepper (Space), the sea track with the arrows, a note typed.
  const quantity = page.getByLabel(msg('product.quantity'), { exact: true });
  await tabTo(page, page.getByRole('button', { name: msg('product.quantity.increase') }));
  await page.keyboard.press('Space');
  await expect(quantity).toHaveValue('2');
  await expect(page.getByRole('button', { name: msg('product.quantity.increase') })).toBeFocused();
  const air = page.getByRole('radio', { name: msg('product.track.air') });
  const sea = page.getByRole('radio', { name: msg('product.track.sea') });
  await tabTo(page, air);
  await arrowTo(page, sea, 'ArrowDown');
  await expect(air).not.toBeChecked();
  const note = page.getByLabel(msg('product.note'));
  await tabTo(page, note);
  await page.keyboard.type('Warna hitam, ukuran L');
  await expect(note).toHaveValue('Warna hitam, ukuran L');
  await expect(page.getByTestId('product-breakdown')).toContainText('Rp');

  // Add to cart with Enter: the toast says so, focus stays on the button, the header counts 1.
  const add = page.getByRole('button', { name: msg('product.addToCart') });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page.getByText(msg('product.added'))).toBeVisible();
  await expect(add).toBeFocused();
  await expectVisibleFocus(page);

  // Back up to the header's cart link (Shift+Tab), Enter: the cart.
  const cartLink = page.getByRole('link', { name: msg('header.cart', { count: 1 }) });
  await tabTo(page, cartLink, { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: msg('cart.title') })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await landed(page, '/cart');

  // The cart: its line shows quantity 2 on the sea track; Tab to Checkout, Enter.
  const line = page.getByTestId('cart-line');
  await expect(line).toContainText(`${msg('cart.line.track')}: ${msg('cart.track.sea')}`);
  await expect(line.getByTestId('line-stepper').locator('input')).toHaveValue('2');
  const checkout = page.getByTestId('cart-checkout');
  await tabTo(page, checkout);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: msg('checkout.title') })).toBeVisible();
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await landed(page, '/checkout');

  // Checkout: the address (the only one, chosen), a courier picked with the arrows, the payment method.
  const address = page.getByRole('radio', { name: /Rumah Budi/ });
  await tabTo(page, address);
  await expect(address).toBeChecked();
  const couriers = page.getByTestId('checkout-shipment').getByRole('radio');
  await expect(couriers.first()).toBeVisible();
  const courierCount = await couriers.count();
  await tabTo(page, couriers);
  const chosenCourier = courierCount > 1 ? couriers.nth(courierCount - 1) : couriers.first();
  if (courierCount > 1) await arrowTo(page, chosenCourier, 'ArrowDown');
  else await page.keyboard.press('Space');
  await expect(chosenCourier).toBeChecked();

  const bca = page.locator('input[name="payment-method"][value="bca_va"]');
  const methods = page.locator('input[name="payment-method"]');
  await tabTo(page, methods);
  await arrowTo(page, bca, 'ArrowDown', 40);
  await expect(page.getByTestId('checkout-breakdown')).toBeVisible();

  // Place the order with Enter: the invoice page of the new invoice.
  const place = page.getByTestId('place-order');
  await tabTo(page, place);
  await expect(place).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/track\?nomor=INV-/);
  const invoice = new URL(page.url()).searchParams.get('nomor') ?? '';
  await expect(page.getByTestId('track-result')).toContainText(invoice);
  await landed(page, '/track');

  // The invoice page: BCA Virtual Account picked with the arrows, "Bayar" with Enter, the number shown.
  const panel = page.getByTestId('pay-panel');
  const va = panel.getByRole('radio', { name: 'BCA Virtual Account' });
  const payRadios = panel.getByRole('radio');
  await tabTo(page, payRadios);
  if (!(await va.isChecked())) await arrowTo(page, va, 'ArrowDown', 40);
  const pay = panel.getByRole('button', { name: msg('payment.pay'), exact: true });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-va')).toHaveText(/^\d{8,}$/);
});
