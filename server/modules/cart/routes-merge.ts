// POST cart-detail/add-to-login-customer: the caller's guest lines (its access token's)
// move to the signed-in customer, merged with the account cart by the domain's
// mergeGuestCart: the same product and variant is one line (quantities added, capped at
// the max), every other guest line is moved. Nothing is doubled, nothing is lost.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { isSameProduct, mergeGuestCart } from '../../../src/domain/cart/index.ts';
import { toCart, toCartLine } from './domain-lines.ts';
import { productPatch } from './lines.ts';
import { codesBody } from './schemas.ts';
import { codesFrom } from './store.ts';
import { cartText } from './texts.ts';

export async function mergeRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps;

  app.post('/cart-detail/add-to-login-customer', { schema: { body: codesBody } }, async (request, reply) => {
    const lang = requestLang(request);
    const customerId = requireCustomer(request);
    const accessTokenId = request.caller.accessTokenId;
    const codes = [...new Set(codesFrom(request.body as Record<string, unknown>))];
    const result = await db.transaction().execute(async (trx) => {
      const guestRows = accessTokenId === null || codes.length === 0 ? [] : await trx.selectFrom('cart_details').selectAll()
        .where('access_token_id', '=', accessTokenId).where('customer_id', 'is', null).where('code', 'in', codes)
        .orderBy('id').forUpdate().execute();
      const accountRows = await trx.selectFrom('cart_details').selectAll().where('customer_id', '=', customerId).orderBy('id').forUpdate().execute();
      const merged = mergeGuestCart(toCart(accountRows), toCart(guestRows));
      const quantities = new Map(merged.lines.map((l) => [l.id, l.quantity]));
      const moved: string[] = [];
      const mergedInto: { from: string; into: string }[] = [];
      for (const row of [...accountRows, ...guestRows]) {
        const quantity = quantities.get(String(row.id));
        const isGuest = row.customer_id === null;
        if (quantity === undefined) {
          // Merged into another line: the domain added its quantity there.
          const into = merged.lines.find((l) => isSameProduct(l, toCartLine(row)));
          mergedInto.push({ from: row.code, into: into?.code ?? '' });
          await trx.deleteFrom('cart_details').where('id', '=', row.id).execute();
          // The customer's choices on the merged line are kept: insurance or NPWP asked on either line stays asked.
          if (into && (row.use_insurance || row.using_npwp)) {
            await trx.updateTable('cart_details')
              .set({ ...(row.use_insurance ? { use_insurance: true } : {}), ...(row.using_npwp ? { using_npwp: true } : {}) })
              .where('customer_id', '=', customerId).where('code', '=', into.code).execute();
          }
          continue;
        }
        if (!isGuest && quantity === row.quantity) continue;
        const patch = row.kind === 'manual' || quantity === row.quantity ? { quantity } : await productPatch(trx, lang, row, { quantity }, false);
        await trx.updateTable('cart_details')
          .set({ ...patch, ...(isGuest ? { customer_id: customerId } : {}), updated_at: new Date() })
          .where('id', '=', row.id).execute();
        if (isGuest) moved.push(row.code);
      }
      const found = new Set(guestRows.map((r) => r.code));
      return { moved, merged: mergedInto, skipped: codes.filter((c) => !found.has(c)) };
    });
    return ok(reply, { data: result }, cartText(lang, 'moved'));
  });
}
