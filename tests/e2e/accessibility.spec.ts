// Accessibility behaviour that axe cannot see (issue 24, docs/accessibility.md): the focus on a
// client navigation, inside a dialog and after a form with errors is sent; the cart count said in a
// live region; prefers-reduced-motion. axe itself runs on every route in crawl.spec.ts.
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { ID, JACKET, orderFromHome } from './steps.ts';
import type { Page } from '@playwright/test';

/** The shell's focus behaviour arrives once the browser is idle (RootShell's A11yShell chunk). */
async function focusBehaviourLoaded(page: Page): Promise<void> {
  await page.locator('html[data-a11y-ready]').waitFor({ state: 'attached' });
}

test('a client navigation puts the focus on the new page\'s heading, and the next Tab starts in the page', async ({ page }) => {
  await page.goto('/');
  await focusBehaviourLoaded(page);
  const header = page.locator('header.site-header');
  await header.getByRole('link', { name: 'Cek Status Pesanan' }).click();
  await expect(page).toHaveURL(/\/track$/);
  const heading = page.locator('#content h1, main h1').first();
  await expect(heading).toBeFocused();
  // The next Tab starts in the page, not back at the top of the header.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).not.toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement?.closest('#content, main') !== null), 'Tab after the heading stays in the page').toBe(true);

  // Back to the home page through the header's menu: the focus follows again.
  await header.getByRole('link', { name: 'Beranda' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#content h1, main h1').first()).toBeFocused();
});

test('a dialog keeps the focus inside, closes with Escape and gives the focus back', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Cari dengan gambar' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.contains(document.activeElement)), 'the focus moved into the dialog').toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog`).toBe(true);
  }
  await expectAccessible(page, '/ with the image-search dialog open');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a form sent with errors puts the focus on the first invalid field, its error tied to it', async ({ page }) => {
  await page.goto('/kalkulator');
  await focusBehaviourLoaded(page);
  await page.getByRole('button', { name: 'Hitung', exact: true }).click();
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await focused.getAttribute('aria-describedby');
  expect(describedBy, 'the invalid field names its error').toBeTruthy();
  const errorText = await page.locator(`[id="${(describedBy ?? '').split(' ')[0]}"]`).textContent();
  expect(errorText?.trim(), 'the error the field points at has a text').toBeTruthy();
  await expectAccessible(page, '/kalkulator with its errors');
});

test('the cart count is said in a live region when a product is added', async ({ page }) => {
  await orderFromHome(page, ID, JACKET, 0, false);
  const status = page.getByTestId('cart-count-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveText('Keranjang, 1 produk');
});

test('prefers-reduced-motion: reduce turns transitions and animations off', async ({ page }) => {
  const durations = () => page.evaluate(() => {
    const bar = document.createElement('div');
    bar.className = 'loading-bar';
    const plane = document.createElement('div');
    plane.className = 'plane-loader-plane';
    document.body.append(bar, plane);
    const result = { transition: getComputedStyle(bar).transitionDuration, animation: getComputedStyle(plane).animationName };
    bar.remove();
    plane.remove();
    return result;
  });
  await page.goto('/');
  expect(await durations()).toEqual({ transition: '0.2s', animation: 'plane-fly' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const reduced = await durations();
  expect(parseFloat(reduced.transition), 'transition duration under reduced motion (s)').toBeLessThan(0.001);
  expect(reduced.animation).toBe('none');
});
