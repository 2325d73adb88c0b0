// Money and configuration: kurs, apps-info (billing per country, kurs, rules),
// titipkirimin/countries, product/category, hscode, lartas.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError, t } from '../../http/errors.ts';
import { billingWire, hsCodeWire, loadRules, productTypeWire, rulesWire } from './rates.ts';
import { dateText } from './kurs-store.ts';
import './tables.ts';

const num = (v: string | number) => Number(v);

/** A rate with its effective date and source (docs/api/catalog.md "GET kurs"). */
const kursColumns = ['code', 'kurs', 'source', dateText('kurs.rate_date').as('date')] as const;
const kursWire = (r: { code: string; kurs: string; date: string; source: string }) => ({ code: r.code, kurs: num(r.kurs), date: r.date, source: r.source });

async function kursList(deps: ModuleDeps) {
  const rows = await deps.db.selectFrom('kurs').select(kursColumns).orderBy('code').execute();
  return rows.map(kursWire);
}

function escapeLike(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function configRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps;

  app.get('/kurs', {
    schema: { querystring: { type: 'object', additionalProperties: false, properties: { from: { type: 'string', pattern: '^[A-Za-z]{3}$' } } } },
  }, async (request, reply) => {
    const { from } = request.query as { from?: string };
    if (from === undefined) return ok(reply, { data: await kursList(deps) });
    const row = await db.selectFrom('kurs').select(kursColumns).where('code', '=', from.toUpperCase()).executeTakeFirst();
    if (!row) {
      throw new AppError('NOT_FOUND', { message: t(requestLang(request), { id: 'Kurs mata uang tidak ditemukan', en: 'No exchange rate for this currency' }), field: 'from', reason: 'UNKNOWN_CURRENCY' });
    }
    return ok(reply, kursWire(row));
  });

  const countries = async () => db.selectFrom('country_billing').selectAll().orderBy('sort').execute();

  app.get('/apps-info', async (_request, reply) => {
    const [rows, kurs, rules, wholesale] = await Promise.all([
      countries(), kursList(deps), loadRules(db),
      db.selectFrom('catalog_settings').select('value').where('key', '=', 'wholesale_air_rate_per_kg').executeTakeFirst(),
    ]);
    return ok(reply, {
      data: {
        billing: {
          countries: Object.fromEntries(rows.map((r) => [r.slug, billingWire(r)])),
          wholesale_air_rate_per_kg: Number(wholesale?.value ?? 0),
        },
        kurs,
        kurs_dollar: kurs.find((k) => k.code === 'USD')?.kurs ?? rules.kursDollar,
        rules: rulesWire(rules),
      },
    });
  });

  app.get('/titipkirimin/countries', async (_request, reply) => {
    return ok(reply, { data: (await countries()).map(billingWire) });
  });

  // product-types: an alias the storefront's rates adapter calls.
  for (const path of ['/product/category', '/product-types']) {
    app.get(path, async (_request, reply) => {
      const rows = await db.selectFrom('product_types').selectAll().orderBy('sort').orderBy('id').execute();
      return ok(reply, { data: rows.map(productTypeWire) });
    });
  }

  app.get('/hscode', {
    schema: {
      querystring: {
        type: 'object', additionalProperties: false,
        properties: { q: { type: 'string', maxLength: 100 }, limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
      },
    },
  }, async (request, reply) => {
    const { q, limit } = request.query as { q?: string; limit: number };
    let query = db.selectFrom('hs_codes').selectAll().orderBy('code').limit(limit);
    const term = q?.trim();
    if (term) {
      const digits = term.replace(/[^\d]/g, '');
      query = query.where((eb) => eb.or([
        eb('description', 'ilike', escapeLike(term)),
        eb('description_en', 'ilike', escapeLike(term)),
        ...(digits ? [eb(eb.fn('replace', ['code', eb.val('.'), eb.val('')]), 'like', `${digits}%`)] : []),
      ]));
    }
    return ok(reply, { data: (await query.execute()).map(hsCodeWire) });
  });

  app.get('/hscode/:code', {
    schema: { params: { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: '^[0-9.]{4,14}$' } } } },
  }, async (request, reply) => {
    const { code } = request.params as { code: string };
    const row = await db.selectFrom('hs_codes').selectAll().where('code', '=', code).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', { reason: 'UNKNOWN_HSCODE' });
    return ok(reply, { data: hsCodeWire(row) });
  });

  app.get('/lartas', {
    schema: { querystring: { type: 'object', additionalProperties: false, properties: { q: { type: 'string', maxLength: 100 } } } },
  }, async (request, reply) => {
    const { q } = request.query as { q?: string };
    let query = db.selectFrom('lartas').selectAll().orderBy('sort');
    const term = q?.trim();
    if (term) {
      query = query.where((eb) => eb.or([
        eb('category', 'ilike', escapeLike(term)), eb('category_en', 'ilike', escapeLike(term)),
        eb('description', 'ilike', escapeLike(term)), eb('description_en', 'ilike', escapeLike(term)),
      ]));
    }
    const rows = await query.execute();
    const lang = requestLang(request);
    return ok(reply, {
      data: rows.map(({ sort: _sort, ...row }) => ({ ...row, name: lang === 'en' ? row.category_en : row.category })),
    });
  });
}
