// The installable storefront on the wire (docs/pwa.md): the web app manifest (type, required fields),
// the icons (real PNGs of the stated sizes, drawn from the logo), the service worker script (type,
// no-cache, root path, its build values), the page's policy allowing both, and the head of every
// page naming them. A temp dist/ gets the build's own PWA files (scripts/pwa/plugin.ts: the same
// functions the build runs, the worker built by Vite) beside the project's index.html.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MARK } from '../../src/ui/components/logo-mark.ts';
import { ICONS, drawIcon, rgb } from '../../scripts/pwa/icons.ts';
import { MANIFEST, buildServiceWorker, offlineTexts } from '../../scripts/pwa/plugin.ts';
import { startTestServer, type TestServer } from './harness.ts';

const SHELL = ['/assets/index-Abc123_x.js', '/assets/index-Def456_y.css'];
let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'titip-pwa-dist-'));
  mkdirSync(join(dist, 'icons'), { recursive: true });
  copyFileSync(join(process.cwd(), 'index.html'), join(dist, 'index.html'));
  writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify(MANIFEST));
  for (const icon of ICONS) writeFileSync(join(dist, icon.file), drawIcon(icon.size, icon.shape));
  await buildServiceWorker(dist, { id: 'test-build-1', precache: SHELL, texts: { id: offlineTexts('id'), en: offlineTexts('en') } });
  server = await startTestServer({ config: { staticDir: dist } });
}, 120_000);
afterAll(async () => {
  await server?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('the web app manifest', () => {
  it('is served as application/manifest+json, revalidated, with the fields installation needs', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json() as typeof MANIFEST;
    expect(manifest).toMatchObject({
      id: '/', name: expect.stringMatching(/^Titip/), short_name: 'Titip', lang: 'id', start_url: '/', scope: '/',
      display: 'standalone', theme_color: '#c2410c', background_color: '#ffffff',
    });
    expect(manifest.description.length).toBeGreaterThan(20);
    const icons = manifest.icons.map((i) => `${i.sizes} ${i.purpose} ${i.type}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any image/png', '512x512 any image/png', '512x512 maskable image/png']));
  });

  it('names icons that are real PNGs of their stated sizes, drawn from the logo', async () => {
    for (const icon of MANIFEST.icons) {
      const res = await get(icon.src);
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const png = PNG.sync.read(res.rawPayload);
      const [w, h] = icon.sizes.split('x').map(Number);
      expect([png.width, png.height], icon.src).toEqual([w, h]);
      const pixel = (gx: number, gy: number) => {
        const at = (Math.floor((gy / LOGO_MARK.size) * png.height) * png.width + Math.floor((gx / LOGO_MARK.size) * png.width)) * 4;
        return [...png.data.subarray(at, at + 4)];
      };
      // The T's stem is white, the square around it the brand's orange.
      expect(pixel(16, 20), `${icon.src} stem`).toEqual([...rgb(LOGO_MARK.foreground), 255]);
      expect(pixel(4, 20), `${icon.src} background`).toEqual([...rgb(LOGO_MARK.background), 255]);
      // The corner: cut round for "any", filled for a maskable icon (the launcher cuts it).
      expect(pixel(0.2, 0.2)[3], `${icon.src} corner`).toBe(icon.purpose === 'maskable' ? 255 : 0);
    }
  });

  it('has an opaque apple-touch-icon of 180 pixels', async () => {
    const res = await get('/icons/apple-touch-icon.png');
    expect(res.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(res.rawPayload);
    expect([png.width, png.height]).toEqual([180, 180]);
    expect(png.data[3]).toBe(255);
  });
});

describe('the service worker script', () => {
  it('is served at the root as JavaScript, revalidated every time, with the build values', async () => {
    const res = await get('/sw.js', { 'service-worker': 'script' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // At /sw.js its scope may be the whole site without a Service-Worker-Allowed header.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
    // The build values first (the minifier may respell their literals).
    expect(res.body).toMatch(/^var SW_BUILD=\{id:.test-build-1./);
    for (const file of SHELL) expect(res.body).toContain(file);
    expect(res.body).toContain('You are offline');
    expect(res.body).toContain('Anda sedang offline');
  });

  it('runs under a policy that lets it reach only this origin', async () => {
    const csp = String((await get('/sw.js')).headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self'/);
    expect(csp).toMatch(/default-src 'self'/);
  });
});

describe("the page's policy and head", () => {
  it("allows this origin's worker and manifest, nothing else", async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)\s*worker-src 'self'(;|$)/);
    expect(csp).toMatch(/(^|;)\s*manifest-src 'self'(;|$)/);
  });

  it('names the manifest, the theme colour and the home-screen icon in the head of a page', async () => {
    const html = (await get('/kalkulator')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(head).toContain(`<meta name="theme-color" content="${MANIFEST.theme_color}" />`);
    expect(head).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });
});
