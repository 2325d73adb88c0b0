// The product page's data (POST scrap, GET product/{market}/{id}, issue 27's third hot read)
// answered again without the work: a marketplace item's answer (the curated row or the kept one,
// localised, priced) is kept per item and language for PRODUCT_ANSWER_TTL_MS, the pricing context's
// rule (a kurs change shows within that time). It is used only while
// - the pricing context it was priced with is still the current one (the same object: a rate set in
//   this process drops it at once, forgetPricingContext);
// - the item is not kept again since (a provider refresh, another process's through its notice:
//   productKeptHere), by its slug;
// - the item's own freshness (MARKETPLACE_ITEM_TTL_MS, MARKETPLACE_PRICE_TTL_MS, on the service's
//   clock, deps.ports.now) has not run out: a stale item goes back to its provider as before.
// Errors, and a kept item answered because its provider failed, are never kept. Nothing here counts
// against a visitor's lookup limit: only provider calls do.
import type { Db } from '../../../db/database.ts';
import type { Lang } from '../../../http/errors.ts';
import { pricingContextNow, PRICING_CONTEXT_TTL_MS } from '../rates.ts';
import { onProductKept, type ProductAnswer } from '../scrape.ts';

export const PRODUCT_ANSWER_TTL_MS = PRICING_CONTEXT_TTL_MS;
const MAX_ENTRIES = 2_000;

interface Entry {
  answer: ProductAnswer;
  /** performance.now() past which it is not used. */
  until: number;
  /** The item's freshness on the service's clock (ms since the epoch); Infinity for a curated item. */
  freshUntil: number;
  context: object;
  /** The memo's tick when it was computed: a later keeping of its slug makes it stale. */
  tick: number;
}

interface Memo {
  tick: number;
  entries: Map<string, Entry>;
  /** The tick at which a slug was last kept. */
  keptAt: Map<string, number>;
}

const memos = new WeakMap<Db, Memo>();

function memoOf(db: Db): Memo {
  let memo = memos.get(db);
  if (!memo) {
    memo = { tick: 0, entries: new Map(), keptAt: new Map() };
    memos.set(db, memo);
  }
  return memo;
}

onProductKept((db, slug) => {
  const memo = memos.get(db);
  if (!memo) return;
  memo.tick += 1;
  if (memo.keptAt.size >= MAX_ENTRIES * 4) {
    // Forgetting when slugs were kept would make older entries look current: drop them too.
    memo.keptAt.clear();
    memo.entries.clear();
  }
  memo.keptAt.set(slug, memo.tick);
});

const keyOf = (marketplace: string, id: string, lang: Lang) => `${marketplace}:${id}:${lang}`;

/** What an answer is computed with: the pricing context and the last product kept, taken before computing it. */
export interface AnswerStamp { readonly context: object | undefined; readonly tick: number }

export function answerStamp(db: Db): AnswerStamp {
  return { context: pricingContextNow(db), tick: memoOf(db).tick };
}

/** The kept answer when it may still be used, without waiting; undefined otherwise. */
export function answerNow(db: Db, marketplace: string, id: string, lang: Lang, nowMs: number): ProductAnswer | undefined {
  const memo = memos.get(db);
  const key = keyOf(marketplace, id, lang);
  const entry = memo?.entries.get(key);
  if (!memo || !entry) return undefined;
  if (performance.now() < entry.until && nowMs < entry.freshUntil && pricingContextNow(db) === entry.context
    && (memo.keptAt.get(entry.answer.slug) ?? -1) <= entry.tick) return entry.answer;
  memo.entries.delete(key);
  return undefined;
}

/**
 * Keeps an answer computed after `stamp` was taken, when it was priced with the context that is
 * still current and its item was not kept again meanwhile; `freshUntil` on the service's clock.
 */
export function keepAnswer(db: Db, stamp: AnswerStamp, marketplace: string, id: string, lang: Lang, answer: ProductAnswer, freshUntil: number): void {
  const memo = memoOf(db);
  if (stamp.context === undefined || pricingContextNow(db) !== stamp.context) return;
  if ((memo.keptAt.get(answer.slug) ?? -1) > stamp.tick) return;
  if (memo.entries.size >= MAX_ENTRIES) memo.entries.clear();
  // Given to every later caller as it is: frozen, so that none can change it for the others.
  Object.freeze(answer);
  memo.entries.set(keyOf(marketplace, id, lang), {
    answer, until: performance.now() + PRODUCT_ANSWER_TTL_MS, freshUntil, context: stamp.context, tick: stamp.tick,
  });
}
