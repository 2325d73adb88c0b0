// The scheduled import of exchange rates (docs/operations.md "Exchange rates"): every
// KURS_IMPORT_INTERVAL_MS (and once when the server is ready) the configured rate source is asked
// for USD, CNY, GBP, HKD and SGD; in one transaction each changed rate is written (kurs, history with
// the source's name, an audit row of the system actor). A currency is left as it is, for a person to
// decide, when its new rate is more than ±20 % from the current one (logged, audited as
// kurs_import_skipped), or when the current rate was set in the console with an effective date on or
// after the source's. A failure of the source (timeout 8 s, 5xx, malformed answer) is logged and
// changes nothing. It runs as a recurring job (server/jobs: once across all workers, when the first
// worker starts and then KURS_IMPORT_INTERVAL_MS after each run); `app.kursImport.run()` runs it once (tests).
import type { FastifyBaseLogger } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { isLargeKursChange } from '../../../src/domain/kurs/index.ts';
import { audit, systemActor } from '../ops/audit.ts';
import { createFrankfurterSource } from './frankfurter.ts';
import { kursChanged, lockKurs, writeKurs } from './kurs-store.ts';
import { IMPORTED_CURRENCIES, RateSourceError, type RateSource } from './rate-source.ts';

/** Frankfurter within 8 s. */
export const RATE_SOURCE_TIMEOUT_MS = 8_000;

export interface KursImportReport {
  status: 'imported' | 'failed' | 'disabled';
  source: string | null;
  /** The source's date of the rates. */
  date: string | null;
  written: string[];
  unchanged: string[];
  skipped: { code: string; reason: 'large_change' | 'console_newer' | 'unknown_currency'; current: number | null; proposed: number }[];
  error: string | null;
}

export interface KursImport {
  run(): Promise<KursImportReport>;
}

export const KURS_IMPORT_JOB = 'catalog.kurs-import';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled import of exchange rates: tests call `app.kursImport.run()`. */
    kursImport: KursImport;
  }
}

/** The configured source (KURS_IMPORT), or null when none. */
export function rateSourceFromConfig(config: ModuleDeps['config']): RateSource | null {
  if (config.kursImport !== 'frankfurter') return null;
  return createFrankfurterSource({ url: config.kursImportUrl, markupPercent: config.kursImportMarkupPercent, timeoutMs: RATE_SOURCE_TIMEOUT_MS });
}

const empty = (status: KursImportReport['status'], source: string | null, error: string | null): KursImportReport =>
  ({ status, source, date: null, written: [], unchanged: [], skipped: [], error });

/** One import: fetch, then every change in one transaction. */
export async function importKurs(deps: ModuleDeps, source: RateSource, log: FastifyBaseLogger): Promise<KursImportReport> {
  let fetched;
  try {
    fetched = await source.latest(IMPORTED_CURRENCIES);
  } catch (error) {
    const message = error instanceof RateSourceError ? `${error.code}: ${error.message}` : String(error);
    log.error({ err: error, source: source.name }, 'kurs import failed, no rate changed');
    return empty('failed', source.name, message);
  }
  const report: KursImportReport = { ...empty('imported', fetched.source, null), date: fetched.date };
  const now = deps.ports.now();
  await deps.db.transaction().execute(async (trx) => {
    const current = await lockKurs(trx, Object.keys(fetched.rates));
    for (const [code, proposed] of Object.entries(fetched.rates)) {
      const rate = current.get(code);
      if (!rate) {
        report.skipped.push({ code, reason: 'unknown_currency', current: null, proposed });
        continue;
      }
      if (rate.source === 'console' && rate.date >= fetched.date) {
        report.skipped.push({ code, reason: 'console_newer', current: rate.kurs, proposed });
        continue;
      }
      if (rate.kurs === proposed && rate.date === fetched.date) {
        report.unchanged.push(code);
        continue;
      }
      if (isLargeKursChange(rate.kurs, proposed)) {
        report.skipped.push({ code, reason: 'large_change', current: rate.kurs, proposed });
        await audit(trx, systemActor, {
          action: 'kurs_import_skipped', entityType: 'kurs', entityId: code,
          before: { kurs: rate.kurs, date: rate.date, source: rate.source }, after: { kurs: proposed, date: fetched.date, source: fetched.source },
        }, now);
        continue;
      }
      await writeKurs(trx, systemActor, rate, { code, kurs: proposed, date: fetched.date, source: fetched.source, note: null, action: 'kurs_imported' }, now);
      report.written.push(code);
    }
  });
  for (const s of report.skipped.filter((x) => x.reason === 'large_change')) {
    log.warn({ code: s.code, current: s.current, proposed: s.proposed, source: fetched.source }, 'kurs import: more than 20% from the current rate, left for an operator (console /ops/kurs)');
  }
  if (report.written.length > 0) kursChanged(deps.db);
  log.info({ source: fetched.source, date: fetched.date, written: report.written, skipped: report.skipped.map((s) => s.code) }, 'kurs import done');
  return report;
}

/** run() once; the recurring job (every KURS_IMPORT_INTERVAL_MS; 0 or no source: none) registered on deps.jobs. */
export function createKursImport(deps: ModuleDeps, log: FastifyBaseLogger): KursImport {
  const source = deps.ports.rateSource === undefined ? rateSourceFromConfig(deps.config) : deps.ports.rateSource;
  let running: Promise<KursImportReport> | null = null;

  const run = (): Promise<KursImportReport> => {
    if (!source) return Promise.resolve(empty('disabled', null, null));
    if (running) return running;
    running = importKurs(deps, source, log)
      .catch((error: unknown) => {
        log.error({ err: error }, 'kurs import failed, no rate changed');
        return empty('failed', source.name, String(error));
      })
      .finally(() => { running = null; });
    return running;
  };

  deps.jobs.every(KURS_IMPORT_JOB, source ? deps.config.kursImportIntervalMs : 0, async () => { await run(); });
  return { run };
}
