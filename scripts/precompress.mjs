// Precompression (`npm run build` runs it after `vite build`): writes `X.br` (brotli, quality 11)
// and `X.gz` (gzip, level 9) next to every text asset X in dist/, so the server sends the
// compressed file as it is (server/http/static-assets.ts, @fastify/static `preCompressed`)
// instead of compressing on every request. Files under 1 KB are left alone (headers outweigh
// the saving), and a variant that is not smaller than the original is not written.
// Usage: node scripts/precompress.mjs [dir]   (default: dist)
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const EXTENSIONS = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

const dir = resolve(process.argv[2] ?? 'dist');

/** Every file under `root`, skipping dot-directories (`.vite/`: the manifest is not served). */
async function files(root) {
  const entries = await readdir(root, { withFileTypes: true });
  const nested = await Promise.all(entries.map(async (e) => {
    if (e.name.startsWith('.')) return [];
    const p = join(root, e.name);
    return e.isDirectory() ? files(p) : e.isFile() ? [p] : [];
  }));
  return nested.flat();
}

async function writeIfSmaller(target, compressed, originalSize) {
  if (compressed.length < originalSize) {
    await writeFile(target, compressed);
    return compressed.length;
  }
  await rm(target, { force: true });
  return undefined;
}

async function precompress(file) {
  const { size } = await stat(file);
  if (size < MIN_BYTES) {
    await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
    return { file, size, skipped: true };
  }
  const source = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
    gz(source, { level: 9 }),
  ]);
  return {
    file,
    size,
    br: await writeIfSmaller(`${file}.br`, br, size),
    gz: await writeIfSmaller(`${file}.gz`, gzipped, size),
  };
}

let all;
try {
  all = await files(dir);
} catch (error) {
  console.error(`precompress: cannot read ${dir} (${error.message}); run \`vite build\` first`);
  process.exit(1);
}
const results = await Promise.all(all.filter((f) => EXTENSIONS.test(f)).map(precompress));
const done = results.filter((r) => !r.skipped);
const sum = (key) => done.reduce((n, r) => n + (r[key] ?? r.size), 0);
const kb = (n) => (n / 1000).toFixed(1);
console.log(
  `precompress: ${done.length} files in ${relative(process.cwd(), dir) || '.'} (${results.length - done.length} under ${MIN_BYTES} B left alone): ` +
  `${kb(sum('size'))} kB -> brotli ${kb(sum('br'))} kB, gzip ${kb(sum('gz'))} kB`,
);
