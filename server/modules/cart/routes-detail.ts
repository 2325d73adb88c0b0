// cart-detail/*: list, list-group, one line, edits, delete and check; cart/pricing-account.
// Every price uses the lines' stored choices and the account's facts (pricing.ts lineInputOf);
// nothing in a request body changes how a line is priced.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { priceGroup } from '../../../src/domain/pricing/index.ts';
import { checkEditedTrack, manualPatch, productPatch, type CommonInput, type ManualInput } from './lines.ts';
import { groupWire, lineInputOf, loadPricingAccount, priced, rateBookFor, type PricingAccount } from './pricing.ts';
import { loadPricedLines, pricedLinesNow, type PricedLines } from './priced-lines.ts';
import { memoPriced } from './priced-memo.ts';
import { PreparedJson, sendPreparedJson } from '../../http/compression.ts';
import { serializeAll, serializeOne } from './respond.ts';
import { checkBody, codeParams, codesBody, editCatalogBody, editManualBody, editScrapedBody, listGroupBody } from './schemas.ts';
import { codesFrom, ownedBy, ownerOf, rowByCode, rowsByCodes, type CartRow } from './store.ts';
import type { Updateable } from 'kysely';
import type { CartDetailTable, CartKind } from './tables.ts';
import { cartText, invalid } from './texts.ts';

interface GroupOptions {
  cart_detail_codes?: string[];
}

export async function detailRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps;

  const accountOf = (request: { caller: { customerId: number | null } }): Promise<PricingAccount> => loadPricingAccount(db, request.caller.customerId);

  /** The caller's pricing facts (guests and callers without identity: none). */
  app.get('/cart/pricing-account', async (request, reply) => {
    const account = await accountOf(request);
    return ok(reply, { data: { importer_mode: account.importerMode, has_npwp: account.hasNpwp, premium: account.premium } });
  });

  /** The list's answer: its JSON itself, and its compressed forms, are kept with the cart (12 kB for 3
   * lines: stringifying and compressing it were the largest costs left per request); the same bytes ok() would send. */
  const sendList = (request: FastifyRequest, reply: FastifyReply, { rows, book, account }: PricedLines<CartRow>) => {
    const prepared = memoPriced('list', rows, book, () => new PreparedJson(JSON.stringify({
      action: true, message: 'OK', data: serializeAll(rows, book, account), count: rows.length, total_quantity: rows.reduce((s, r) => s + r.quantity, 0),
    })));
    return sendPreparedJson(request, reply, prepared);
  };

  // Answered at once, without a promise, when the cart is in the caches (the usual case).
  app.get('/cart-detail/list', (request, reply) => {
    const owner = ownerOf(request);
    const now = pricedLinesNow(db, owner);
    if (now) return sendList(request, reply, now);
    return loadPricedLines(db, owner).then((lines) => sendList(request, reply, lines));
  });

  const listGroup = ({ rows, book, account }: PricedLines<CartRow>) => {
    const groups = [false, true].map((allIn) => {
      const members = rows.filter((r) => r.is_all_in_price === allIn);
      if (members.length === 0) return null;
      const summary = priced(() => priceGroup(members.map((r) => lineInputOf(r, book, account)), book.context, { isAllInPrice: allIn }));
      return { is_all_in_price: allIn, details: serializeAll(members, book, account), summary: groupWire(summary) };
    });
    return groups.filter((g) => g !== null);
  };

  app.get('/cart-detail/list-group', async (request, reply) => {
    return ok(reply, { data: listGroup(await loadPricedLines(db, ownerOf(request))) });
  });

  app.post('/cart-detail/list-group', { schema: { body: listGroupBody } }, async (request, reply) => {
    const body = request.body as GroupOptions;
    // Ordered by id either way.
    return ok(reply, { data: listGroup(await loadPricedLines(db, ownerOf(request), body.cart_detail_codes)) });
  });

  app.get('/cart-detail/:code', { schema: { params: codeParams } }, async (request, reply) => {
    const row = await rowByCode(db, ownerOf(request), (request.params as { code: string }).code);
    return ok(reply, { data: serializeOne(row, await rateBookFor(db, [row]), await accountOf(request)) });
  });

  const edit = (path: string, schema: object, kinds: CartKind[], patchOf: (row: CartRow, body: never, lang: ReturnType<typeof requestLang>) => Promise<Updateable<CartDetailTable>>) => {
    app.put(path, { schema: { body: schema } }, async (request, reply) => {
      const lang = requestLang(request);
      const body = request.body as { cart_detail_code: string };
      const row = await rowByCode(db, ownerOf(request), body.cart_detail_code);
      if (!kinds.includes(row.kind)) throw invalid(lang, 'kind', 'cart_detail_code', 'WRONG_CART_KIND');
      const patch = await patchOf(row, body as never, lang);
      const account = await accountOf(request);
      await checkEditedTrack(db, lang, account, row, patch);
      const updated = await db.updateTable('cart_details').set({ ...patch, updated_at: new Date() }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
      return ok(reply, { cart_detail_code: updated.code, cart_detail_id: updated.id, data: serializeOne(updated, await rateBookFor(db, [updated]), account) }, cartText(lang, 'updated'));
    });
  };
  edit('/cart-detail/edit-scraped', editScrapedBody, ['scraped'], (row, body: CommonInput, lang) => productPatch(db, lang, row, body, true));
  edit('/cart-detail/edit-catalog', editCatalogBody, ['catalog'], (row, body: CommonInput, lang) => productPatch(db, lang, row, body, false));
  edit('/cart-detail/edit-manual', editManualBody, ['manual'], (row, body: Partial<ManualInput>, lang) => manualPatch(db, lang, row, body));

  app.delete('/cart-detail/delete', { schema: { body: codesBody } }, async (request, reply) => {
    const owner = ownerOf(request);
    const codes = codesFrom(request.body as Record<string, unknown>);
    if (codes.length === 0) throw invalid(requestLang(request), 'codes', 'cart_detail_codes', 'VALIDATION');
    await db.transaction().execute(async (trx) => {
      const rows = await rowsByCodes(trx, owner, codes);
      await trx.deleteFrom('cart_details').where(ownedBy(owner)).where('id', 'in', rows.map((r) => r.id)).execute();
    });
    return reply.status(204).send();
  });

  app.post('/cart-detail/check', { schema: { body: checkBody } }, async (request, reply) => {
    const owner = ownerOf(request);
    const given = (request.body as { cart_details_id: (number | string)[] }).cart_details_id;
    const rows = await db.selectFrom('cart_details').select(['id', 'code']).where(ownedBy(owner)).execute();
    const ids = new Set(rows.map((r) => String(r.id)));
    const codes = new Set(rows.map((r) => r.code));
    const removeds = given.filter((x) => !ids.has(String(x)) && !codes.has(String(x)));
    return ok(reply, { removeds });
  });
}
