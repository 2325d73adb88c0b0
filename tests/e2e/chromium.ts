// The one place that says how Chromium is launched, for the Storybook story tests (Vitest
// browser mode, playwright provider) and the browser journeys (@playwright/test).
// Debian's Chromium (scripts/ensure-chromium.sh installs it); Playwright never downloads one.
import type { LaunchOptions } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
} satisfies LaunchOptions;
