import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { searchForWorkspaceRoot, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './tests/e2e/chromium.ts';
import { pwaPlugin } from './scripts/pwa/plugin.ts';

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

interface AstNode { type: string; start: number; end: number; [key: string]: unknown }
const isNode = (v: unknown): v is AstNode => typeof v === 'object' && v !== null && typeof (v as AstNode).type === 'string';
const keyOf = (p: AstNode): string | undefined => {
  const key = p.key as AstNode | undefined;
  return key?.type === 'Identifier' ? key.name as string : key?.type === 'Literal' ? String(key.value) : undefined;
};

/**
 * The app build leaves out every message's `defaultMessage` (`{id, defaultMessage: '...'}` objects
 * of defineMessages, formatMessage and compiled <FormattedMessage> props): the texts come from the
 * catalogues, which scripts/check-messages.mjs keeps complete, and without the ICU parser a
 * defaultMessage would only ever show as raw text. Each route's JavaScript then carries only ids.
 * Storybook, Vitest and the dev server keep them. Only string defaults of objects that have an
 * `id` are removed, found on the parsed module (not by text).
 */
function stripDefaultMessages(): Plugin {
  const src = fileURLToPath(new URL('./src/', import.meta.url));
  return {
    name: 'titip:strip-default-messages',
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !process.env.STORYBOOK && !process.env.VITEST,
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!file.startsWith(src) || !/\.[jt]sx?$/.test(file) || !code.includes('defaultMessage')) return null;
      const cuts: [number, number][] = [];
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) { node.forEach(visit); return; }
        if (!isNode(node)) return;
        if (node.type === 'ObjectExpression') {
          const props = (node.properties as AstNode[]).filter((p) => p.type === 'Property');
          if (props.length === (node.properties as AstNode[]).length && props.some((p) => keyOf(p) === 'id')) {
            props.forEach((p, i) => {
              const value = p.value as AstNode;
              const text = value.type === 'Literal' && typeof value.value === 'string'
                || value.type === 'TemplateLiteral' && (value.expressions as unknown[]).length === 0;
              if (keyOf(p) !== 'defaultMessage' || !text || p.computed) return;
              const next = props[i + 1];
              const prev = props[i - 1];
              if (next) cuts.push([p.start, next.start]);
              else if (prev) cuts.push([prev.end, p.end]);
            });
          }
        }
        for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') visit(value);
      };
      visit(this.parse(code));
      if (cuts.length === 0) return null;
      let out = '';
      let at = 0;
      for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
        out += code.slice(at, start);
        at = end;
      }
      return { code: out + code.slice(at), map: null };
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // pwaPlugin: icons, manifest.webmanifest and sw.js of the client build (docs/pwa.md).
  plugins: [react(), compiledMessages(), stripDefaultMessages(), pwaPlugin()],
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
          // One freshly initialised PGlite per run, which every in-memory database starts from.
          globalSetup: ['tests/integration/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One database per file (an in-memory PGlite from the template, or a schema of its own on
          // PostgreSQL): files are independent and two run at once, one per core of the 2-core
          // machines. On PostgreSQL that needs the migrations to ask about their own schema alone
          // (server/db/schema-migrator.ts; docs/testing.md 'How long the tests take').
          fileParallelism: true,
          maxWorkers: 2,
          // The files of a worker share its loaded modules (not imported again for each file: the
          // server's graph took about 2 s a file, half of the PGlite run). Each file still has its own
          // server and database; what a module keeps is keyed by the database or the app
          // (docs/testing.md 'How long the tests take').
          isolate: false,
        },
      },
      {
        // Many processes, one shop (tests/cluster, docs/deploy.md): real server processes on one
        // PostgreSQL schema and one Redis; scripts/test.sh runs it when both answer on loopback.
        extends: true,
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        // Every story of .storybook/main.ts becomes a test rendered in headless Chromium
        // (Debian's, see tests/e2e/chromium.ts); a render error or a failing play function fails it.
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        // A git worktree whose node_modules links to another checkout's: the browser still may
        // load the addons' setup files from there (same folder as the workspace root otherwise).
        server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')] } },
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and
        // Vitest lose the test file ("failed to find the current suite") on a cold cache.
        optimizeDeps: {
          include: [
            'react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client',
            'react-router', 'react-intl', 'mobx', 'mobx-react-lite', 'inversify',
            'axios', 'sonner', 'dompurify', 'class-validator',
            // the stories' axe check (.storybook/axe-check.ts) and the a11y addon's preview
            'axe-core', '@storybook/addon-a11y/preview',
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
