#!/usr/bin/env node
// Verifies the message catalogues against the source.
//   node scripts/check-messages.mjs [extracted.json]
// Without an argument it runs the extraction itself:
//   formatjs extract 'src/**/*.{ts,tsx}' --ignore '**/*.d.ts' --out-file <tmp> --id-interpolation-pattern '[sha512:contenthash:base64:6]'
// Fails (exit 1) when an extracted id is missing from its id.json or en.json (src/ui/messages, or
// src/ui/ops/messages for the console's ops.* ids), a catalogue has
// ids no source uses, a text is empty, or id.json differs from the Indonesian defaultMessage.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Each catalogue owns the ids it holds: the operations console's texts (ops.*) have their own,
// loaded with the console's chunk (src/ui/ops/OpsLayout.tsx), so a customer never downloads them.
// The account pages of issue 12 do the same per feature (src/ui/app/feature-intl.tsx).
const OWN_CATALOGUES = [
  { dir: join(root, 'src/ui/ops/messages'), prefix: 'ops.' },
  { dir: join(root, 'src/ui/screens/profile/messages'), prefix: 'profile.' },
  { dir: join(root, 'src/ui/screens/perks/messages'), prefix: 'perks.' },
  { dir: join(root, 'src/ui/screens/membership/messages'), prefix: 'member.' },
  { dir: join(root, 'src/ui/screens/course/messages'), prefix: 'course.' },
  { dir: join(root, 'src/ui/screens/invoice/messages'), prefix: 'orderList.' },
  { dir: join(root, 'src/ui/screens/info/messages'), prefix: ['about.', 'faq.', 'howToOrder.', 'privacy.', 'terms.'] },
  { dir: join(root, 'src/ui/screens/invoice/settlement/messages'), prefix: 'settlement.' },
  { dir: join(root, 'src/ui/screens/privacy/messages'), prefix: 'consent.' },
  { dir: join(root, 'src/ui/screens/home/feeds-messages'), prefix: 'feeds.' },
  // The Google and Facebook buttons (src/ui/components/SocialButtons.tsx), loaded with them.
  { dir: join(root, 'src/ui/components/social-messages'), prefix: 'social.' },
  // The manual order form's texts, with its upload and crop step (ManualOrderPage.tsx).
  { dir: join(root, 'src/ui/screens/product/manual-order-catalogue'), prefix: 'manualOrder.' },
  // The address book's texts (AddressPage.tsx, AddressExtras.tsx), loaded with the page.
  { dir: join(root, 'src/ui/screens/cart/address-catalogue'), prefix: 'address.' },
  // The service worker's offline page (src/pwa/offline-messages.ts): handed to the worker by the build.
  { dir: join(root, 'src/pwa/messages'), prefix: 'offline.page.' },
];
const ownedBy = (prefix, id) => (Array.isArray(prefix) ? prefix : [prefix]).some((p) => id.startsWith(p));
const CATALOGUES = [
  ...OWN_CATALOGUES.map(({ dir, prefix }) => ({ dir, owns: (id) => ownedBy(prefix, id) })),
  { dir: join(root, 'src/ui/messages'), owns: (id) => !OWN_CATALOGUES.some(({ prefix }) => ownedBy(prefix, id)) },
];

function extract() {
  const dir = mkdtempSync(join(tmpdir(), 'titip-messages-'));
  const out = join(dir, 'extracted.json');
  try {
    execFileSync(
      join(root, 'node_modules/.bin/formatjs'),
      ['extract', 'src/**/*.{ts,tsx}', '--ignore', '**/*.d.ts', '--ignore', '**/*.stories.tsx', '--out-file', out,
        '--id-interpolation-pattern', '[sha512:contenthash:base64:6]'],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const extracted = process.argv[2] ? JSON.parse(readFileSync(process.argv[2], 'utf8')) : extract();
const ids = new Set(Object.keys(extracted));
const problems = [];

for (const id of ids) {
  if (!/^[a-z0-9][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+$/.test(id)) problems.push(`id '${id}' is not a dotted id (feature.part)`);
}

for (const { dir, owns } of CATALOGUES) for (const lang of ['id', 'en']) {
  const file = join(dir, `${lang}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8'));
  const where = file.slice(root.length + 1);
  const owned = [...ids].filter(owns);
  for (const id of owned) {
    if (!Object.hasOwn(catalogue, id)) problems.push(`${where}: missing '${id}'`);
    else if (typeof catalogue[id] !== 'string' || catalogue[id].trim() === '') problems.push(`${where}: empty text for '${id}'`);
  }
  for (const id of Object.keys(catalogue)) {
    if (!ids.has(id) || !owns(id)) problems.push(`${where}: '${id}' is used by no source`);
  }
  if (lang === 'id') {
    for (const id of owned) {
      const def = extracted[id]?.defaultMessage;
      if (Object.hasOwn(catalogue, id) && def !== undefined && catalogue[id] !== def) {
        problems.push(`${where}: '${id}' differs from its defaultMessage in the source`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`check-messages: ${problems.length} problem(s)\n  ` + problems.join('\n  '));
  process.exit(1);
}
console.log(`check-messages: ${ids.size} messages, id.json and en.json complete`);
