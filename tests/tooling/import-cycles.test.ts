// The import-circle check of `npm test` (`npm run cycles`: dependency-cruiser with
// .dependency-cruiser.mjs, docs/architecture.md 'No import circles') run on the small graphs of
// tests/fixtures/import-cycles: it fails on a planted circle and passes without one. The fixtures
// live outside src, server and services, so the real check over the tree stays green.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CASES = ['circle', 'type-circle', 'lazy', 'clean'] as const;

interface Outcome { exitCode: number; output: string }

/** The checker with the project's configuration, on `target` as seen from the folder `cwd`. */
function check(target: string, cwd = ROOT): Promise<Outcome> {
  const args = ['--config', `${ROOT}.dependency-cruiser.mjs`, '--output-type', 'err', target];
  return new Promise((resolve) => {
    execFile(`${ROOT}node_modules/.bin/depcruise`, args, { cwd }, (error, stdout, stderr) => {
      const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ exitCode, output: `${stdout}${stderr}` });
    });
  });
}

const outcomes = new Map<string, Outcome>();
beforeAll(async () => {
  // seams: a small src/ tree, checked from its own folder so its paths read as the rules name them.
  const runs = [...CASES.map((c) => check(`tests/fixtures/import-cycles/${c}`)), check('src', `${ROOT}tests/fixtures/import-cycles/seams`)];
  const results = await Promise.all(runs);
  [...CASES, 'seams'].forEach((c, i) => outcomes.set(c, results[i] as Outcome));
}, 60_000);

describe('the import-circle check (npm run cycles)', () => {
  it('fails on a planted circle and names it', () => {
    const { exitCode, output } = outcomes.get('circle') as Outcome;
    expect(exitCode).not.toBe(0);
    expect(output).toContain('no-circular');
    expect(output).toContain('tests/fixtures/import-cycles/circle/a.ts');
    expect(output).toContain('tests/fixtures/import-cycles/circle/b.ts');
  });

  it('counts type-only imports: a circle of types fails too', () => {
    const { exitCode, output } = outcomes.get('type-circle') as Outcome;
    expect(exitCode).not.toBe(0);
    expect(output).toContain('no-circular');
  });

  it('does not count a lazy import(): a module loaded lazily may import its loader', () => {
    expect(outcomes.get('lazy')).toMatchObject({ exitCode: 0 });
  });

  it('passes on a graph without a circle', () => {
    expect(outcomes.get('clean')).toMatchObject({ exitCode: 0 });
  });

  it('refuses the two lazy seams mended in issue 26: a screen importing the route table, a binding importing the container', () => {
    const { exitCode, output } = outcomes.get('seams') as Outcome;
    expect(exitCode).not.toBe(0);
    expect(output).toContain('route-table-for-the-router: src/ui/screens/Page.ts → src/ui/routes/table.ts');
    expect(output).toContain('bindings-import-the-base-not-the-container: src/infrastructure/container/bindings/feature.http.ts → src/infrastructure/container/create-container.ts');
    expect(output).not.toContain('no-circular');
  });
});
