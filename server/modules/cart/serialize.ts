// A cart line on the wire (spec section 3 'Product / cart item', snake_case). Its
// sub_total and sub_total_with_tax come from the domain's priceLine, with the line's stored
// choices and the account's facts (pricing.ts lineInputOf).
import { packingFeeTotal } from '../../../src/domain/cart/index.ts';
import { priceLine } from '../../../src/domain/pricing/index.ts';
import { productTypeWire } from '../catalog/rates.ts';
import { lartasIdOfRow } from './lartas.ts';
import { isCountry, lineInputOf, lineWire, priced, type PricingAccount, type RateBook } from './pricing.ts';
import type { CartRow } from './store.ts';

export function itemOf(row: CartRow, book: RateBook, account: PricingAccount) {
  const product = row.product ?? {};
  const type = row.product_type_id !== null ? book.productTypes.get(row.product_type_id) : undefined;
  const hs = row.hscode !== null ? book.hsCodes.get(row.hscode) : undefined;
  const breakdown = priced(() => priceLine(lineInputOf(row, book, account), book.context));
  const country = isCountry(row.country) ? row.country : null;
  const billing = country ? book.context.billing.countries[country] : undefined;
  const packing = (country ? type?.rates.packingFee?.[country] : undefined) ?? billing?.packingFee ?? { amount: 0, currency: row.currency };
  const price = Number(row.price_original);
  // The product snapshot's fields first, the line's own fields over them (as a spread would):
  // Object.assign, because `{ ...product, a, b, ... }` with some 50 fields over a 40-field
  // snapshot takes V8's slow path (about 80 µs per item against 2 µs, measured).
  return Object.assign({}, product, {
    cart_detail_id: row.id,
    cart_detail_code: row.code,
    page_mode: row.kind === 'catalog' ? 'catalog' : row.kind,
    kind: row.kind,
    flag_scrapped: row.flag_scrapped,
    name: row.name,
    url: row.url,
    image: row.image,
    img: row.image,
    price,
    price_original: price,
    currency: row.currency,
    kurs: book.context.exchangeRates[row.currency.toUpperCase()] ?? null,
    qty: row.quantity,
    quantity: row.quantity,
    max_quantity: row.max_quantity,
    size: row.size,
    color: row.color,
    sku_id: row.sku_id,
    variant: row.variant,
    weight: Number(row.weight),
    weight_unit: 'Gram',
    dimension_length: Number(row.dimension_length),
    dimension_width: Number(row.dimension_width),
    dimension_height: Number(row.dimension_height),
    dimension_unit: 'Cm',
    country: row.country,
    country_obj: { country: row.country, is_sea: billing?.seaEnabled ?? false },
    marketplace: row.marketplace,
    product_id: row.product_id,
    package_track: row.package_track,
    catatan: row.catatan,
    using_npwp: row.using_npwp,
    use_insurance: row.use_insurance,
    is_all_in_price: row.is_all_in_price,
    product_type_id: row.product_type_id,
    product_type: type ? productTypeWire(type.row) : null,
    hscode: hs ? { code: row.hscode, bm: hs.rates.beaMasuk, ppn: hs.rates.ppn, pph: hs.rates.pph, pph_non_npwp: hs.rates.pphNonNpwp } : null,
    lartas_id: lartasIdOfRow(row, book),
    sub_total: breakdown.goodsValue,
    sub_total_with_tax: breakdown.total,
    price_breakdown: lineWire(breakdown),
    additionalInfo: {
      packing_fee: packing.amount,
      packing_fee_currency: packing.currency,
      total_packing_fee: packingFeeTotal(packing.amount, row.quantity),
    },
    cart_status: true,
    disabled: false,
    created_at: row.created_at,
  });
}

export type CartItem = ReturnType<typeof itemOf>;
