// POST cart-detail/tax-calculator: prices lines with the domain's priceGroup, either the
// caller's cart lines (cart_detail_codes) or lines given inline (the /kalkulator screen,
// no identity needed), and answers every component per line and in total, integer rupiah.
// Stored lines are priced with their stored choices; inline lines with the choices sent. The
// server's facts (all-in, importer, NPWP on file) never come from the body.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { allInPriceFromBilling, buildPriceLineInput, priceGroup, type LineDescription, type PriceLineInput } from '../../../src/domain/pricing/index.ts';
import { checkCountry, checkHsCode, checkProductType, measures, type HsCodeInput, type SizeInput } from './refs.ts';
import { assertTrack, describeRow, groupWire, lineInputOf, lineWire, loadPricingAccount, loadRateBook, priced, type PricingAccount, type PricingRow, type RateBook } from './pricing.ts';
import { loadPricingLines, pricedLinesNow, type PricedLines } from './priced-lines.ts';
import { memoPriced } from './priced-memo.ts';
import { PreparedJson, sendPreparedJson } from '../../http/compression.ts';
import { taxCalculatorResponse } from './response-schemas.ts';
import { taxCalculatorBody } from './schemas.ts';
import { codesFrom, ownerOf } from './store.ts';

interface InlineLine extends SizeInput {
  id?: string;
  price: number;
  currency: string;
  quantity: number;
  country: string;
  marketplace?: string;
  package_track?: 'udara' | 'laut';
  product_type_id?: number | null;
  hscode?: HsCodeInput;
  use_insurance?: boolean;
  using_npwp?: boolean;
}

interface TaxBody {
  cart_detail_codes?: string[];
  lines?: InlineLine[];
  /** Defaults of the inline lines' choices (stored lines keep their own). */
  use_insurance?: boolean;
  using_npwp?: boolean;
}

type Lang = ReturnType<typeof requestLang>;

function inlineLine(line: InlineLine, index: number, book: RateBook, body: TaxBody, hs: string | null, typeId: number | null, lang: Lang): LineDescription {
  const m = measures(line);
  return {
    id: line.id ?? String(index + 1),
    price: line.price,
    currency: line.currency,
    quantity: line.quantity,
    weightGrams: m.weight,
    lengthCm: m.dimension_length,
    widthCm: m.dimension_width,
    heightCm: m.dimension_height,
    country: checkCountry(lang, line.country),
    marketplace: line.marketplace ?? 'other',
    track: line.package_track ?? 'udara',
    productType: typeId !== null ? book.productTypes.get(typeId)?.rates ?? null : null,
    hsCode: hs !== null ? book.hsCodes.get(hs)?.rates ?? null : null,
    choices: { useInsurance: line.use_insurance ?? body.use_insurance ?? false, usingNpwp: line.using_npwp ?? body.using_npwp ?? false },
  };
}

function answer(inputs: PriceLineInput[], book: RateBook) {
  const group = priced(() => priceGroup(inputs, book.context));
  return { lines: group.lines.map(lineWire), summary: groupWire(group), total: group.total, total_tax: group.totalTax };
}

export async function taxRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps;

  /** The stored lines' answer: its JSON (by the route's compiled response schema, the bytes ok() would
   * send) and its compressed forms are kept with the cart (priced-memo.ts). */
  const sendStored = (request: FastifyRequest, reply: FastifyReply, lang: Lang, codes: string[], cart: PricedLines<PricingRow>) => {
    const { rows, account } = cart;
    const stored = cart.book;
    rows.sort((a, b) => codes.indexOf(a.code) - codes.indexOf(b.code));
    const prepared = memoPriced(`tax:${lang}:${codes.join(',')}`, rows, stored, () => {
      for (const row of rows) assertTrack(lang, describeRow(row, stored), account, stored.context.billing);
      return new PreparedJson(String(reply.serialize({ action: true, message: 'OK', data: answer(rows.map((row) => lineInputOf(row, stored, account)), stored) })));
    });
    return sendPreparedJson(request, reply, prepared);
  };

  app.post('/cart-detail/tax-calculator', { schema: { body: taxCalculatorBody, response: { 200: taxCalculatorResponse } } }, (request, reply) => {
    const lang = requestLang(request);
    const body = request.body as TaxBody;
    const codes = body.lines ? undefined : codesFrom(body as unknown as Record<string, unknown>);
    if (!codes) return priceInline(request, reply, lang, body);
    // Answered at once, without a promise, when the cart is in the caches (the usual case).
    const owner = ownerOf(request);
    const now = pricedLinesNow(db, owner, codes);
    if (now) return sendStored(request, reply, lang, codes, now);
    return loadPricingLines(db, owner, codes).then((cart) => sendStored(request, reply, lang, codes, cart));
  });

  /** Lines given inline (the /kalkulator screen): priced as the server would store them. */
  async function priceInline(request: FastifyRequest, reply: FastifyReply, lang: Lang, body: TaxBody): Promise<FastifyReply> {
    const account: PricingAccount = await loadPricingAccount(db, request.caller.customerId);
    const lines = body.lines ?? [];
    const typeIds: (number | null)[] = [];
    const hsCodes: (string | null)[] = [];
    for (const line of lines) {
      typeIds.push(await checkProductType(db, lang, line.product_type_id));
      hsCodes.push(await checkHsCode(db, lang, line.hscode));
    }
    const book = await loadRateBook(db, typeIds.filter((x): x is number => x !== null), hsCodes.filter((x): x is string => x !== null));
    const { billing, rules } = book.context;
    const inputs = lines.map((line, i) => {
      const described = inlineLine(line, i, book, body, hsCodes[i] ?? null, typeIds[i] ?? null, lang);
      assertTrack(lang, described, account, billing);
      // An inline line is priced as the server would store it: all-in from the country's billing.
      return buildPriceLineInput(described, { ...account, isAllInPrice: allInPriceFromBilling(described.country, billing, rules) });
    });
    return ok(reply, { data: answer(inputs, book) });
  }
}
