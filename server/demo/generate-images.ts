// Writes the demo catalog's images (small SVGs) into server/demo/images:
//   npx tsx server/demo/generate-images.ts
// {image}-1.svg is the main picture, {image}-2.svg a detail view, swatch-{colour}.svg the
// colour swatches of variations. The files are committed; the server only serves them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_SEEDS, SWATCHES, swatchFile } from './catalog.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'images');

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function shortTitle(name: string): string {
  const base = name.replace(/\(.*\)/, '').trim();
  const words = base.split(/\s+/).slice(0, 3).join(' ');
  return words.length > 24 ? `${words.slice(0, 23)}…` : words;
}

function main(title: string, label: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="200" cy="170" r="95" fill="#ffffff" fill-opacity="0.85"/>
<text x="200" y="190" font-family="Arial,Helvetica,sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="${color}">${esc(title.slice(0, 2).toUpperCase())}</text>
<text x="200" y="315" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#222">${esc(title)}</text>
<text x="200" y="350" font-family="Arial,Helvetica,sans-serif" font-size="16" text-anchor="middle" fill="#444">${esc(label)}</text>
</svg>
`;
}

function detail(title: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="#f7f7f7"/>
<rect x="60" y="60" width="280" height="220" rx="24" fill="${color}"/>
<rect x="90" y="90" width="220" height="160" rx="12" fill="#ffffff" fill-opacity="0.35"/>
<text x="200" y="330" font-family="Arial,Helvetica,sans-serif" font-size="20" text-anchor="middle" fill="#333">Detail: ${esc(title)}</text>
</svg>
`;
}

function swatch(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><rect width="48" height="48" rx="8" fill="${color}" stroke="#cccccc"/></svg>
`;
}

mkdirSync(dir, { recursive: true });
for (const { marketplace, seed } of DEMO_SEEDS) {
  const title = shortTitle(seed.name);
  writeFileSync(join(dir, `${seed.image}-1.svg`), main(title, `${seed.category} · ${marketplace}`, seed.palette));
  writeFileSync(join(dir, `${seed.image}-2.svg`), detail(title, seed.palette));
}
for (const [name, color] of Object.entries(SWATCHES)) writeFileSync(join(dir, swatchFile(name)), swatch(color));
console.log(`wrote images to ${dir}`);
