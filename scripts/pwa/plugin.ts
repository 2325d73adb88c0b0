// The installable app, at build time (docs/pwa.md): a Vite plugin of the storefront's client build
// (not the SSR bundle, Storybook or Vitest) that writes into dist/
// - icons/*.png, drawn from the logo's mark (./icons.ts);
// - manifest.webmanifest (MANIFEST below);
// - sw.js, the service worker (src/pwa/sw.ts) built as one classic script, preceded by its build
//   values: the build id (a hash of every file of the build), the app shell to precache (the entry's
//   and the start stages' JS and CSS, read from the bundle as the Vite manifest lists them) and the
//   offline page's texts in both languages (src/pwa/messages, the message catalogues).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { offlinePageMessages } from '../../src/pwa/offline-messages.ts';
import type { OfflineTexts } from '../../src/pwa/offline-page.ts';
import { ICONS, drawIcon } from './icons.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The brand colour that carries white text (src/ui/styles/base.css --brand): the browser's bar and the splash. */
export const THEME_COLOUR = '#c2410c';
export const BACKGROUND_COLOUR = '#ffffff';

export const MANIFEST = {
  id: '/',
  name: 'Titip - Jasa Titip Beli & Impor Barang',
  short_name: 'Titip',
  description: 'Titip: jasa titip beli dan impor barang dari Tiongkok, Amerika Serikat, Inggris, Hong Kong dan Singapura dengan harga sampai di Indonesia.',
  lang: 'id',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOUR,
  background_color: BACKGROUND_COLOUR,
  categories: ['shopping'],
  icons: ICONS.filter((icon) => icon.purpose !== null).map((icon) => ({
    src: `/${icon.file}`,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose,
  })),
};

/** The offline page's texts of one language, from its catalogue. */
export function offlineTexts(language: 'id' | 'en'): OfflineTexts {
  const catalogue = JSON.parse(readFileSync(join(root, 'src/pwa/messages', `${language}.json`), 'utf8')) as Record<string, string>;
  const texts = Object.fromEntries(Object.entries(offlinePageMessages).map(([key, message]) => {
    const text = catalogue[message.id];
    if (!text) throw new Error(`src/pwa/messages/${language}.json: ${message.id} is missing`);
    return [key, text];
  }));
  return texts as unknown as OfflineTexts;
}

/** Lazy modules an offline page needs (precached with the shell). */
const OFFLINE_PARTS = ['/src/ui/components/OfflineNotice.tsx'];

/** The app shell: the entry chunks, the start's stages (src/boot/*), the offline notice, their static imports and their CSS. */
export function shellFiles(bundle: OutputBundle): string[] {
  const chunks = new Map<string, OutputChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || files.has(fileName)) return;
    files.add(fileName);
    const css = (chunk as OutputChunk & { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss;
    for (const file of css ?? []) files.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  // What an offline page shows is loaded only then: precached so that it is there without a network.
  for (const chunk of chunks.values()) if (OFFLINE_PARTS.some((part) => chunk.facadeModuleId?.endsWith(part))) visit(chunk.fileName);
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry) continue;
    visit(chunk.fileName);
    for (const dynamic of chunk.dynamicImports) {
      const stage = chunks.get(dynamic);
      if (stage?.facadeModuleId?.includes('/src/boot/')) visit(dynamic);
    }
  }
  return [...files].sort().map((file) => `/${file}`);
}

/** A hash of every file of the build: a new build, a new id (the worker's caches are named after it). */
export function buildId(bundle: OutputBundle): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(bundle).sort()) {
    const item = bundle[name];
    if (!item) continue;
    hash.update(name).update('\0').update(item.type === 'chunk' ? item.code : item.source).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

export interface ServiceWorkerBuild {
  id: string;
  precache: string[];
  texts: Record<'id' | 'en', OfflineTexts>;
}

/** Builds src/pwa/sw.ts into `<outDir>/sw.js`: one minified classic script, its build values first (SW_BUILD). */
export async function buildServiceWorker(outDir: string, values: ServiceWorkerBuild): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: false,
      sourcemap: false,
      minify: true,
      lib: { entry: join(root, 'src/pwa/sw.ts'), formats: ['iife'], name: 'titipServiceWorker', fileName: () => 'sw.js' },
      rolldownOptions: { output: { banner: `var SW_BUILD=${JSON.stringify(values).replace(/</g, '\\u003c')};` } },
    },
  });
}

export function pwaPlugin(): Plugin {
  let config: ResolvedConfig;
  let swBuild: ServiceWorkerBuild | null = null;
  return {
    name: 'titip:pwa',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !process.env.STORYBOOK && !process.env.VITEST,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const icon of ICONS) this.emitFile({ type: 'asset', fileName: icon.file, source: drawIcon(icon.size, icon.shape) });
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: `${JSON.stringify(MANIFEST, null, 2)}\n` });
      swBuild = { id: buildId(bundle), precache: shellFiles(bundle), texts: { id: offlineTexts('id'), en: offlineTexts('en') } };
    },
    async closeBundle() {
      if (swBuild) await buildServiceWorker(resolve(config.root, config.build.outDir), swBuild);
    },
  };
}
