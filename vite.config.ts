import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './tests/e2e/chromium.ts';

const reflectMetadataLite = fileURLToPath(new URL('./src/infrastructure/container/reflect-metadata-lite.ts', import.meta.url));
const icuNoParser = fileURLToPath(new URL('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url));

/**
 * Precompiled messages: `import('./messages/id.json?ast')` is the catalogue compiled to the
 * formatjs AST (what `formatjs compile --ast` writes), built from the source catalogue on every
 * build, dev server, Storybook and Vitest run, so nothing generated is stored or can go stale.
 * The app then formats without the ICU parser (see the alias below).
 */
function compiledMessages(): Plugin {
  return {
    name: 'titip:compiled-messages',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (query !== 'ast' || !file?.endsWith('.json')) return null;
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(source).map(([key, message]) => [key, parse(message)]));
      // JSON.parse of a string literal: the fastest way to ship a large object literal.
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`, moduleType: 'js' };
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), compiledMessages()],
  resolve: {
    alias: [
      // Inversify 8 needs only Reflect.getOwnMetadata/getMetadata/defineMetadata: a local subset
      // replaces both copies of the reflect-metadata polyfill (browser build, Storybook, unit tests).
      { find: /^reflect-metadata(\/lite)?$/, replacement: reflectMetadataLite },
      // The app build formats precompiled catalogues only: the ICU parser (~6 kB gzip) leaves the
      // bundle. A string message (a defaultMessage when an id is missing from the catalogue) is then
      // shown as its raw text; scripts/check-messages.mjs keeps every id in both catalogues.
      // Storybook, Vitest and the dev server keep the parser.
      ...(command === 'build' && !process.env.STORYBOOK && !process.env.VITEST
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: icuNoParser }]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/bundle-budget.mjs maps routes to chunks with it, and the
    // server's page renderer (server/http/ssr.ts) a page to its CSS and chunks.
    manifest: !isSsrBuild,
    // The SSR bundle (`vite build --ssr src/entry-server.tsx --outDir dist-ssr`, docs/ssr.md) is code only.
    copyPublicDir: !isSsrBuild,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // services/: the course service's own unit tests (its demo content, docs/courses.md);
          // tests/tooling: the project's own checks (the import-circle check on its fixtures).
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'services/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
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
}));
