// Browser journeys: @playwright/test against the REAL server (node --import tsx server/main.ts)
// serving the built storefront, on a free loopback port with a fresh data dir
// (tests/e2e/global-setup.ts). Chromium is Debian's (tests/e2e/chromium.ts); Playwright's
// own browser download is never used.
import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/chromium.ts';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

/** A free loopback port, chosen once in the main process; workers inherit it through the env. */
async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
// A second server with a marketplace data provider (its fakes), for tests/e2e/marketplace.spec.ts.
process.env.E2E_PROVIDER_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // Two at once, on CI as well: one per core of the 2-core machines (the server is shared, every
  // journey makes its own customer). docs/testing.md 'How long the tests take'.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    video: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
});
