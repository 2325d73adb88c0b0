// Saved cards (docs/payments.md "Saved cards", docs/api/orders.md): the signed-in customer's cards as
// the gateway's reusable tokens (Midtrans' save_token_id model) with the masked number and expiry.
//   GET    payment/credit-card          the list (brand, masked number, expiry; never a token or a number)
//   POST   payment/credit-card[/]       {token_id}: a fresh one-time token from the gateway's client
//                                       library, turned into a saved card by the gateway
//   DELETE payment/credit-card/{id}     another customer's card or an unknown id: 404
// A card number sent in place of a token is refused (422 CARD_NUMBER_REFUSED) and never stored or logged.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { AppError, t, type Lang } from '../../http/errors.ts';
import type { Payments } from './service.ts';
import './card-tables.ts';

const TEXTS = {
  list: { id: 'Kartu tersimpan', en: 'Saved cards' },
  saved: { id: 'Kartu berhasil disimpan', en: 'Card saved' },
  deleted: { id: 'Kartu berhasil dihapus', en: 'Card deleted' },
  notFound: { id: 'Kartu tidak ditemukan', en: 'Card not found' },
  tokenRejected: { id: 'Token kartu tidak valid, sudah dipakai, atau kedaluwarsa. Masukkan data kartu lagi.', en: 'The card token is invalid, used or expired. Enter the card again.' },
  numberRefused: { id: 'Kirim token kartu dari gateway, bukan nomor kartu', en: 'Send the gateway card token, not a card number' },
  unavailable: { id: 'Penyimpanan kartu belum tersedia untuk gateway ini', en: 'Saving cards is not available with this gateway yet' },
};

/** Something shaped like a card number (digits with optional spaces or dashes). */
const LOOKS_LIKE_CARD_NUMBER = /^[\d\s-]{12,}$/;

export function cardWire(row: { id: number; brand: string; masked_card: string; exp_month: number; exp_year: number; created_at: Date | string }, now: Date) {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return {
    id: row.id, brand: row.brand, masked_card: row.masked_card, last4: row.masked_card.slice(-4),
    exp_month: row.exp_month, exp_year: row.exp_year, expired: row.exp_year * 12 + (row.exp_month - 1) < current,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The customer's saved card's token for a charge (payment/charge with saved_card_id); 404 when it is not theirs. */
export async function savedCardToken(db: Db, customerId: number, savedCardId: number, lang: Lang): Promise<string> {
  const row = await db.selectFrom('saved_cards').select('saved_token_id').where('id', '=', savedCardId).where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { reason: 'CARD_NOT_FOUND', field: 'body.saved_card_id', message: t(lang, TEXTS.notFound) });
  return row.saved_token_id;
}

export async function cardRoutes(app: FastifyInstance, { db, ports }: ModuleDeps, payments: Payments): Promise<void> {
  const tags = ['payments'];
  const list = async (customerId: number) => {
    const rows = await db.selectFrom('saved_cards').select(['id', 'brand', 'masked_card', 'exp_month', 'exp_year', 'created_at'])
      .where('customer_id', '=', customerId).orderBy('id', 'desc').execute();
    return rows.map((r) => cardWire(r, ports.now()));
  };

  app.get('/payment/credit-card', { schema: { tags } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    return ok(reply, { data: await list(customerId) }, t(requestLang(request), TEXTS.list));
  });

  const save = async (request: import('fastify').FastifyRequest<{ Body: { token_id: string } }>, reply: import('fastify').FastifyReply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const tokenId = request.body.token_id.trim();
    if (LOOKS_LIKE_CARD_NUMBER.test(tokenId)) throw new AppError('UNPROCESSABLE', { reason: 'CARD_NUMBER_REFUSED', field: 'body.token_id', message: t(lang, TEXTS.numberRefused) });
    if (payments.gateway.name !== 'embedded') throw new AppError('UNAVAILABLE', { reason: 'CARD_SAVE_UNAVAILABLE', message: t(lang, TEXTS.unavailable) });
    const card = payments.embedded.cards.save(tokenId);
    if (!card) throw new AppError('UNPROCESSABLE', { reason: 'CARD_TOKEN_REJECTED', field: 'body.token_id', message: t(lang, TEXTS.tokenRejected) });
    const values = {
      customer_id: customerId, gateway: payments.gateway.name, saved_token_id: card.savedTokenId, masked_card: card.maskedCard,
      brand: card.brand, exp_month: card.expMonth, exp_year: card.expYear, created_at: ports.now(),
    };
    // The same card again (same masked number and expiry) keeps its row and takes the new token.
    const row = await db.insertInto('saved_cards').values(values)
      .onConflict((oc) => oc.columns(['customer_id', 'masked_card', 'exp_month', 'exp_year']).doUpdateSet({ saved_token_id: card.savedTokenId, brand: card.brand }))
      .returning(['id', 'brand', 'masked_card', 'exp_month', 'exp_year', 'created_at']).executeTakeFirstOrThrow();
    return ok(reply, { data: cardWire(row, ports.now()) }, t(lang, TEXTS.saved), 201);
  };
  const saveSchema = {
    tags,
    body: { type: 'object', required: ['token_id'], additionalProperties: false, properties: { token_id: { type: 'string', minLength: 1, maxLength: 512 } } },
  };
  app.post<{ Body: { token_id: string } }>('/payment/credit-card', { schema: saveSchema }, save);
  app.post<{ Body: { token_id: string } }>('/payment/credit-card/', { schema: saveSchema }, save);

  app.delete<{ Params: { id: number } }>('/payment/credit-card/:id', {
    schema: { tags, params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const deleted = await db.deleteFrom('saved_cards').where('id', '=', request.params.id).where('customer_id', '=', customerId).returning('id').executeTakeFirst();
    if (!deleted) throw new AppError('NOT_FOUND', { reason: 'CARD_NOT_FOUND', message: t(lang, TEXTS.notFound) });
    return ok(reply, { deleted: [deleted.id] }, t(lang, TEXTS.deleted));
  });
}
