// Temporary (not committed): the offline journey against a server started by hand, the machine being
// too loaded for global-setup's 60 s start.
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/chromium.ts';
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
export default defineConfig({
  testDir: 'tests/e2e', testMatch: process.env.PWA_MATCH ?? 'offline.spec.ts', outputDir: 'test-results/e2e-pwa', workers: 1, timeout: 30_000,
  expect: { timeout: 10_000 }, reporter: [['list']],
  use: { baseURL: 'http://127.0.0.1:38997', locale: 'id-ID', timezoneId: 'Asia/Jakarta', launchOptions: chromiumLaunchOptions, trace: 'retain-on-failure' },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
});
