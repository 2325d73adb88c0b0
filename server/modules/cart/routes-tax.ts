// POST cart-detail/tax-calculator: prices lines with the domain's priceGroup, either the
// caller's cart lines (cart_detail_codes) or lines given inline (the /kalkulator screen,
// no identity needed), and answers every component per line and in total, integer rupiah.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { priceGroup, type PriceLineInput } from '../../../src/domain/pricing/index.ts';
import { checkCountry, checkHsCode, checkProductType, measures, type HsCodeInput, type SizeInput } from './refs.ts';
import { domainMarketplace, groupWire, lineInputOf, lineWire, loadRateBook, priced, rateBookFor, type RateBook } from './pricing.ts';
import { taxCalculatorBody } from './schemas.ts';
import { codesFrom, ownerOf, rowsByCodes } from './store.ts';

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
  is_all_in_price?: boolean;
  using_npwp?: boolean;
}

interface TaxBody {
  cart_detail_codes?: string[];
  lines?: InlineLine[];
  use_insurance?: boolean;
  using_npwp?: boolean;
  importer_mode?: boolean;
  is_all_in_price?: boolean;
}

function inlineInput(line: InlineLine, index: number, book: RateBook, body: TaxBody, hs: string | null, typeId: number | null, lang: ReturnType<typeof requestLang>): PriceLineInput {
  const m = measures(line);
  return {
    id: line.id ?? String(index + 1),
    price: line.price,
    currency: line.currency.toUpperCase(),
    quantity: line.quantity,
    weightGrams: m.weight,
    lengthCm: m.dimension_length,
    widthCm: m.dimension_width,
    heightCm: m.dimension_height,
    country: checkCountry(lang, line.country),
    marketplace: domainMarketplace(line.marketplace ?? 'other'),
    track: line.package_track ?? 'udara',
    productType: typeId !== null ? book.productTypes.get(typeId)?.rates ?? null : null,
    hsCode: hs !== null ? book.hsCodes.get(hs)?.rates ?? null : null,
    usingNpwp: body.using_npwp ?? line.using_npwp ?? false,
    importerMode: body.importer_mode ?? false,
    isAllInPrice: line.is_all_in_price ?? false,
    useInsurance: body.use_insurance ?? false,
  };
}

export async function taxRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps;

  app.post('/cart-detail/tax-calculator', { schema: { body: taxCalculatorBody } }, async (request, reply) => {
    const lang = requestLang(request);
    const body = request.body as TaxBody;
    let inputs: PriceLineInput[];
    let book: RateBook;
    const codes = body.lines ? undefined : codesFrom(body as unknown as Record<string, unknown>);
    if (codes) {
      const rows = await rowsByCodes(db, ownerOf(request), codes);
      rows.sort((a, b) => codes.indexOf(a.code) - codes.indexOf(b.code));
      book = await rateBookFor(db, rows);
      const opts = { useInsurance: body.use_insurance, importerMode: body.importer_mode, usingNpwp: body.using_npwp };
      inputs = rows.map((row) => lineInputOf(row, book, opts));
    } else {
      const lines = body.lines ?? [];
      const typeIds: (number | null)[] = [];
      const hsCodes: (string | null)[] = [];
      for (const line of lines) {
        typeIds.push(await checkProductType(db, lang, line.product_type_id));
        hsCodes.push(await checkHsCode(db, lang, line.hscode));
      }
      book = await loadRateBook(db, typeIds.filter((x): x is number => x !== null), hsCodes.filter((x): x is string => x !== null));
      inputs = lines.map((line, i) => inlineInput(line, i, book, body, hsCodes[i] ?? null, typeIds[i] ?? null, lang));
    }
    const group = priced(() => priceGroup(inputs, book.context, { isAllInPrice: body.is_all_in_price ?? false }));
    return ok(reply, { data: { lines: group.lines.map(lineWire), summary: groupWire(group), total: group.total, total_tax: group.totalTax } });
  });
}
