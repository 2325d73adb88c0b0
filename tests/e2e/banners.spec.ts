// The home's header banners, the operators' pop-up and the guided tour (issue 25; docs/banners.md):
// an operator changes a banner in the console and the shop shows it; the pop-up shows once, and once
// closed it stays closed on that device; a first visit gets the guided tour after the pop-up, by
// keyboard, once.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_STAFF, signInOps } from './staff.ts';

/** The announcement pop-up, asserted on: the fixtures' handler that closes it is removed first (it runs before expectations too). */
const popUp = (page: Page) => page.locator('.modal-backdrop .modal[role="dialog"]').filter({ has: page.getByTestId('announcement-actions') });

// The other journeys get no pop-up (fixtures.ts); these are about it.
test.use({ popUpShown: true });

test('an operator edits a banner and the shop shows it; the pop-up closed stays closed', async ({ page, browser }) => {
  await page.removeLocatorHandler(popUp(page));
  const title = `Banner journey ${randomUUID().slice(0, 6)}`;
  const context = await browser.newContext();
  const ops = await context.newPage();
  await signInOps(ops);
  await expect(ops.getByTestId('ops-staff')).toContainText(E2E_STAFF.name);
  await ops.getByRole('link', { name: 'Banner', exact: true }).click();
  const first = ops.getByTestId('ops-banners-header').getByTestId('ops-banner').first();
  await first.getByRole('button', { name: /^Ubah/ }).click();
  const form = ops.getByTestId('ops-banner-form');
  await form.getByLabel('Judul (ID)').fill(title);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(ops.getByTestId('ops-banner-saved')).toHaveText('Perubahan disimpan.');
  await expect(first).toContainText(title);
  await context.close();

  await page.goto('/');
  const banners = page.getByRole('region', { name: 'Promo pilihan' });
  await expect(banners.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  const picture = banners.getByTestId('home-banner').first().locator('img');
  await expect(picture).toHaveAttribute('width', '400');
  await expect(picture).toHaveAttribute('height', '400');

  // The pop-up, once the page is idle: a dialog that holds the focus; Escape closes it.
  await expect(popUp(page)).toBeVisible();
  await expect(popUp(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popUp(page)).toHaveCount(0);

  // Closed on this device: not shown again after a reload (the banners show, the idle chunk ran).
  await page.reload();
  await expect(banners.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await page.waitForFunction(() => new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 3000 })));
  await page.waitForTimeout(1500);
  await expect(popUp(page)).toHaveCount(0);
});

test.describe('a first visit', () => {
  test.use({ tourSeen: false });

  test('gets the guided tour after the pop-up, by keyboard, once', async ({ page }) => {
    await page.removeLocatorHandler(popUp(page));
    await page.goto('/');
    await expect(popUp(page)).toBeVisible();
    await page.keyboard.press('Escape');
    const tip = page.getByTestId('tour-tip');
    await expect(tip).toBeVisible();
    await expect(tip).toBeFocused();
    await expect(tip).toHaveAccessibleName('Tempel link atau cari produk');
    const width = (await tip.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThanOrEqual(200);
    expect(width).toBeLessThanOrEqual(300);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(tip.getByRole('button', { name: 'Lanjut' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tip).toContainText('Langkah 2 dari');
    await page.keyboard.press('Escape');
    await expect(tip).toHaveCount(0);
    await page.reload();
    await page.waitForTimeout(2500);
    await expect(page.getByTestId('tour-tip')).toHaveCount(0);
    await expect(popUp(page)).toHaveCount(0);
  });
});
