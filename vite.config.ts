import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './tests/e2e/chromium.ts';

const reflectMetadataLite = fileURLToPath(new URL('./src/infrastructure/container/reflect-metadata-lite.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Inversify 8 needs only Reflect.getOwnMetadata/getMetadata/defineMetadata: a local subset
    // replaces both copies of the reflect-metadata polyfill (browser build, Storybook, unit tests).
    alias: [{ find: /^reflect-metadata(\/lite)?$/, replacement: reflectMetadataLite }],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/bundle-budget.mjs maps routes to chunks with it.
    manifest: true,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          benchmark: { include: ['src/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One database per file; files run one after another so PGlite and the
          // 2-core machines are not oversubscribed.
          fileParallelism: false,
        },
      },
      {
        // Every story of .storybook/main.ts becomes a test rendered in headless Chromium
        // (Debian's, see tests/e2e/chromium.ts); a render error or a failing play function fails it.
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and
        // Vitest lose the test file ("failed to find the current suite") on a cold cache.
        optimizeDeps: {
          include: [
            'react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client',
            'react-router', 'react-intl', 'mobx', 'mobx-react-lite', 'inversify',
            'axios', 'sonner', 'dompurify', 'class-validator',
          ],
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
            screenshotDirectory: 'test-results/storybook',
          },
        },
      },
    ],
  },
});
