// Translations kept in the database (docs/marketplace.md "Translation"): each text goes to the
// translation service once per language pair; later answers read the `translations` table.
// A failure of the service is never a failure of the page: the caller shows what it has.
import { createHash } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import type { SourceLang, TargetLang, TranslationPort } from './port.ts';
import '../tables.ts';

/** Texts longer than this are not translated (descriptions are not; titles and labels are short). */
export const MAX_TRANSLATED_LENGTH = 500;

export interface KeptTranslator {
  /** The service's name, null when none is configured. */
  readonly engine: string | null;
  /**
   * Translations of `texts` (the map holds every text it could translate). `cachedOnly`: the
   * database alone, no call to the service (the cart takes the title the product page showed).
   * Throws only when the service fails for texts the database does not have.
   */
  translate(texts: readonly string[], from: SourceLang, to: TargetLang, opts?: { cachedOnly?: boolean }): Promise<Map<string, string>>;
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function createKeptTranslator(db: Db, port: TranslationPort | null): KeptTranslator {
  return {
    engine: port?.name ?? null,
    async translate(texts, from, to, opts = {}) {
      const wanted = [...new Set(texts.map((t) => t.trim()).filter((t) => t !== '' && t.length <= MAX_TRANSLATED_LENGTH))];
      const out = new Map<string, string>();
      if (wanted.length === 0) return out;
      const byHash = new Map(wanted.map((t) => [hashOf(t), t]));
      const kept = await db.selectFrom('translations').select(['source_hash', 'text'])
        .where('source_lang', '=', from).where('target_lang', '=', to).where('source_hash', 'in', [...byHash.keys()]).execute();
      for (const row of kept) {
        const source = byHash.get(row.source_hash);
        if (source !== undefined) out.set(source, row.text);
      }
      const missing = wanted.filter((t) => !out.has(t));
      if (missing.length === 0 || !port || opts.cachedOnly) return out;
      const translated = await port.translate(missing, from, to);
      const rows = missing.map((source, i) => ({ source, text: (translated[i] ?? '').trim() })).filter((r) => r.text !== '');
      for (const r of rows) out.set(r.source, r.text);
      if (rows.length > 0) {
        await db.insertInto('translations')
          .values(rows.map((r) => ({ source_hash: hashOf(r.source), source_lang: from, target_lang: to, source: r.source, text: r.text, engine: port.name })))
          .onConflict((oc) => oc.columns(['source_hash', 'source_lang', 'target_lang']).doNothing())
          .execute();
      }
      return out;
    },
  };
}
