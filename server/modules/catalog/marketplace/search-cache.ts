// Kept search answers of a provider (MARKETPLACE_SEARCH_TTL_MS): the same query within that time
// costs no call. Keyed by provider and the whole query (words, page, size, sort, price range).
import { createHash } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import type { SearchPage, SearchQuery } from './port.ts';
import '../tables.ts';

function keyOf(provider: string, query: SearchQuery): string {
  const normal = { ...query, q: query.q.trim().toLowerCase(), categorySlugs: [...(query.categorySlugs ?? [])].sort() };
  return createHash('sha256').update(`${provider}\n${JSON.stringify(normal)}`).digest('hex');
}

export async function keptSearch(db: Db, provider: string, query: SearchQuery, ttlMs: number, nowMs: number): Promise<SearchPage | null> {
  if (ttlMs <= 0) return null;
  const row = await db.selectFrom('marketplace_searches').select(['data', 'fetched_at']).where('key_hash', '=', keyOf(provider, query)).executeTakeFirst();
  if (!row || nowMs - new Date(row.fetched_at).getTime() >= ttlMs) return null;
  return row.data as SearchPage;
}

export async function keepSearch(db: Db, provider: string, query: SearchQuery, page: SearchPage, at: Date): Promise<void> {
  const key = keyOf(provider, query);
  await db.insertInto('marketplace_searches')
    .values({ key_hash: key, provider, query: JSON.stringify(query), data: JSON.stringify(page), fetched_at: at })
    .onConflict((oc) => oc.column('key_hash').doUpdateSet({ data: JSON.stringify(page), fetched_at: at }))
    .execute();
}
