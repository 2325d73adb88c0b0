// The staff's side of an order in the console, as the journeys drive it: find the order, buy the
// line, receive it (weight, photos), then pack, ship, clear customs, send it out and mark it delivered.
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { E2E_STAFF, signInOps } from './staff.ts';

export const QC_PHOTO = join(process.cwd(), 'server', 'demo', 'images', 'jacket-1-320.png');

/** A staff page in its own browser context, signed in to /ops, on the order of `invoiceCode`. */
export async function opsOrder(browser: Browser, invoiceCode: string): Promise<Page> {
  const context = await browser.newContext();
  const ops = await context.newPage();
  await signInOps(ops);
  await expect(ops.getByTestId('ops-staff')).toContainText(E2E_STAFF.name);
  await ops.getByLabel('Cari invoice, order, paket atau resi').fill(invoiceCode);
  await ops.getByRole('button', { name: 'Cari' }).click();
  await ops.getByTestId('ops-search-hit').first().getByRole('link').first().click();
  await expect(ops.getByTestId('ops-order')).toBeVisible();
  return ops;
}

/** The order's first line with a state in the console. */
export function firstLine(ops: Page): Locator {
  return ops.locator('[data-testid^="ops-line-"]').filter({ has: ops.getByTestId('ops-line-state') }).first();
}

/** Bought from the seller at `price` per unit (the marketplace's currency). */
export async function buyLine(ops: Page, line: Locator, sellerOrder: string, price: string): Promise<void> {
  await line.getByRole('button', { name: 'Beli' }).click();
  await ops.getByLabel('Nomor order penjual').fill(sellerOrder);
  await ops.getByLabel(/Harga dibayar per unit/).fill(price);
  await ops.getByRole('button', { name: 'Simpan pembelian' }).click();
  await expect(line.getByTestId('ops-line-state')).toHaveAttribute('data-state', 'purchased');
}

/** Received at the warehouse with one QC photo, weighed `grams` per unit, measured `sizes` (cm; none: left empty); the settlement's outcome. */
export async function receiveLine(ops: Page, line: Locator, grams: number, sizes?: readonly [number, number, number]): Promise<string | null> {
  await line.getByRole('button', { name: 'Terima di gudang' }).click();
  await ops.getByTestId('ops-photos-input').setInputFiles([QC_PHOTO]);
  await ops.getByLabel('Berat per unit (gram)').fill(String(grams));
  if (sizes) {
    await ops.getByLabel('Panjang (cm)').fill(String(sizes[0]));
    await ops.getByLabel('Lebar (cm)').fill(String(sizes[1]));
    await ops.getByLabel('Tinggi (cm)').fill(String(sizes[2]));
  }
  await ops.getByRole('button', { name: 'Simpan penerimaan' }).click();
  await expect(line.getByTestId('ops-line-state')).toHaveAttribute('data-state', 'at_warehouse');
  return ops.getByTestId('ops-notice-settlement').getAttribute('data-outcome');
}

/** Packed (450 g) and shipped by SF Express (SF1234567890); the parcel. */
export async function packAndShip(ops: Page): Promise<Locator> {
  await ops.getByRole('button', { name: 'Kemas paket' }).first().click();
  await ops.getByLabel('Berat paket (gram)').fill('450');
  await ops.getByRole('button', { name: 'Buat paket' }).click();
  const parcel = ops.locator('[data-testid^="ops-parcel-PCL-"]').first();
  await expect(parcel.getByTestId('ops-parcel-state')).toHaveAttribute('data-state', 'packed');
  await parcel.getByRole('button', { name: 'Kirim', exact: true }).click();
  await ops.getByLabel('Kurir internasional').fill('SF Express');
  await ops.getByLabel('Nomor resi').fill('SF1234567890');
  await ops.getByRole('button', { name: 'Simpan pengiriman' }).click();
  await expect(parcel.getByTestId('ops-parcel-state')).toHaveAttribute('data-state', 'shipped');
  return parcel;
}

/** The shipped parcel through customs, out for delivery with JNE `domesticNumber`, and delivered. */
export async function customsToDoor(ops: Page, parcel: Locator, domesticNumber: string): Promise<void> {
  await parcel.getByRole('button', { name: 'Masuk bea cukai' }).click();
  await ops.getByRole('button', { name: 'Tandai masuk bea cukai' }).click();
  await expect(parcel.getByTestId('ops-parcel-state')).toHaveAttribute('data-state', 'in_customs');
  await parcel.getByRole('button', { name: 'Lolos bea cukai' }).click();
  await ops.getByRole('button', { name: 'Tandai lolos bea cukai' }).click();
  await expect(parcel.getByTestId('ops-parcel-state')).toHaveAttribute('data-state', 'customs_cleared');
  await parcel.getByRole('button', { name: 'Antar ke pelanggan' }).click();
  await ops.getByLabel('Kurir domestik').fill('JNE');
  await ops.getByLabel('Nomor resi').fill(domesticNumber);
  await ops.getByRole('button', { name: 'Simpan pengantaran' }).click();
  await expect(parcel.getByTestId('ops-parcel-state')).toHaveAttribute('data-state', 'out_for_delivery');
  await parcel.getByRole('button', { name: 'Diterima pelanggan' }).click();
  await ops.getByRole('button', { name: 'Tandai diterima' }).click();
  await expect(parcel.getByTestId('ops-parcel-state')).toHaveAttribute('data-state', 'delivered');
}

/** Packed, shipped, through customs, out for delivery (JNE `domesticNumber`) and delivered, after reading what the customer paid since the page opened. */
export async function deliverToDoor(ops: Page, domesticNumber: string): Promise<Locator> {
  await ops.reload();
  const parcel = await packAndShip(ops);
  await customsToDoor(ops, parcel, domesticNumber);
  return parcel;
}

/** The customer, on the invoice page of a delivered order, follows 'Konfirmasi Pesanan Diterima' and confirms; the order then offers a rating. */
export async function confirmReceipt(page: Page, invoiceCode: string): Promise<void> {
  await page.goto(`/track?nomor=${invoiceCode}`);
  await page.getByTestId('track-confirm').getByRole('link').click();
  const focus = page.getByTestId('order-focus');
  await expect(focus.getByTestId('auto-complete')).toHaveText('Otomatis selesai dalam 7 hari');
  await focus.getByRole('button', { name: 'Pesanan Diterima' }).click();
  await expect(focus.getByRole('button', { name: 'Beri Nilai' })).toBeVisible();
}
