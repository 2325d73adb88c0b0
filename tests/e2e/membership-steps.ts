// Steps of the membership journeys shared with the crawl (tests/e2e/crawl.spec.ts).
import type { Browser } from '@playwright/test';
import { expect } from './fixtures.ts';
import { E2E_STAFF, signInOps } from './staff.ts';

/** The admin makes the customer of `partnerEmail` an affiliate partner in /ops; answers the referral code. */
export async function makeAffiliatePartner(browser: Browser, partnerEmail: string): Promise<string> {
  const context = await browser.newContext();
  const ops = await context.newPage();
  await signInOps(ops);
  await expect(ops.getByTestId('ops-staff')).toContainText(E2E_STAFF.name);
  await ops.getByRole('link', { name: 'Pendaftaran' }).click();
  await expect(ops.getByTestId('ops-applications-page')).toBeVisible();
  await ops.getByLabel('E-mail pelanggan').fill(partnerEmail);
  await ops.getByRole('button', { name: 'Jadikan mitra' }).click();
  const done = ops.getByTestId('ops-partner-done');
  await expect(done).toContainText('kini mitra afiliasi');
  const code = (await done.innerText()).match(/kode ([A-Z2-9]{8})/)?.[1] ?? '';
  await context.close();
  return code;
}
