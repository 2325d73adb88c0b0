// One freshly initialised PGlite data directory per integration run, instead of one initdb per
// database (about 5 s each on this machine; the run opens well over a hundred). The global setup
// (vite.config.ts, integration project) dumps it to a file once; every in-memory PGlite of the
// harnesses starts from it (DatabaseOptions.template), then runs its own migrations as before.
import { readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dumped data directory's file, or '' on PostgreSQL runs. */
    pgliteTemplate: string;
  }
}

/** Vitest global setup: on PGlite runs, initialise one database and dump its data directory to a file. */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteTemplate', '');
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'titip-pglite-template-'));
  const file = join(dir, 'datadir.tar');
  const pg = new PGlite();
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

let cached: Blob | undefined;

/** The template for an in-memory PGlite in this test file (undefined when the run has none). */
export function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  cached ??= new Blob([readFileSync(file)]);
  return cached;
}
