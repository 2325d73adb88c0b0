// JSON schemas of the cart calls (validation failures answer 422 naming the field).
// Only the customer's choices are fields here (insurance, NPWP, track); the server's facts
// (is_all_in_price, importer mode) and amounts are not: sent anyway, they are ignored.
import { VENDOR_MARKETPLACES } from '../../../src/domain/cart/vendor.ts';
const text = (max: number) => ({ type: 'string', maxLength: max });
const amount = { type: 'number', minimum: 0, maximum: 10_000_000 };
const code = { type: 'string', minLength: 1, maxLength: 40 };

export const codeList = { type: 'array', maxItems: 500, items: code };

const hscode = { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'null' }, { type: 'object', properties: { code: { type: 'string', maxLength: 20 } } }] };

/** Fields shared by every add and edit. */
const lineFields = {
  quantity: { type: 'integer', minimum: 1, maximum: 10_000_000 },
  catatan: text(1000),
  note: text(1000),
  package_track: { type: 'string', enum: ['udara', 'laut'] },
  product_type_id: { type: ['integer', 'null'], minimum: 1 },
  hscode,
  using_npwp: { type: 'boolean' },
  use_insurance: { type: 'boolean' },
  weight: amount,
  weight_unit: text(20),
  dimension_length: amount,
  dimension_width: amount,
  dimension_height: amount,
  dimension_unit: text(20),
  sku_id: text(100),
  color: text(200),
  size: text(200),
  variant: { type: 'object', maxProperties: 10, additionalProperties: text(200) },
  country: { anyOf: [text(40), { type: 'object', properties: { country: text(40) } }] },
};

const manualFields = {
  ...lineFields,
  name: text(300),
  product_title: text(300),
  url: text(2000),
  product_url: text(2000),
  slug: text(200),
  image: text(2000),
  image_url: text(2000),
  product_size: text(200),
  product_color: text(200),
  price_original: { anyOf: [amount, { type: 'string', pattern: '^\\s*\\d{1,12}(\\.\\d{1,4})?\\s*$' }] },
  price_dollar: { anyOf: [amount, text(30)] },
  currency: { type: 'string', pattern: '^[A-Za-z]{3}$' },
  currency_code: { type: 'string', pattern: '^[A-Za-z]{3}$' },
  specification_data: { anyOf: [{ type: 'array', maxItems: 100 }, { type: 'object' }, text(5000), { type: 'null' }] },
  origin_address: text(500),
  product_category: text(200),
  category_id: { type: ['integer', 'string', 'null'] },
};

export const addToCartBody = {
  type: 'object',
  required: ['quantity'],
  anyOf: [{ required: ['url'] }, { required: ['product_slug'] }],
  properties: { ...lineFields, url: text(4096), product_slug: text(120), page_mode: text(40) },
};

export const addManualBody = {
  type: 'object',
  required: ['quantity', 'price_original', 'country'],
  allOf: [
    { anyOf: [{ required: ['name'] }, { required: ['product_title'] }] },
    { anyOf: [{ required: ['currency'] }, { required: ['currency_code'] }] },
  ],
  properties: manualFields,
};

/** cart/vendor/{marketplace}/...: the marketplaces of src/domain/cart/vendor.ts. */

export const vendorParams = { type: 'object', required: ['marketplace'], properties: { marketplace: { type: 'string', enum: [...VENDOR_MARKETPLACES] } } };

/** A marketplace item by its id (as in GET product/{marketplace}/{id}), never a price. */
export const vendorAddBody = {
  type: 'object',
  required: ['product_id', 'quantity'],
  properties: { ...lineFields, product_id: { anyOf: [{ type: 'string', pattern: '^[0-9]{1,20}$' }, { type: 'integer', minimum: 1 }] } },
};

export const vendorEditBody = { type: 'object', required: ['cart_detail_code'], properties: { cart_detail_code: code, ...lineFields } };

export const editScrapedBody = { type: 'object', required: ['cart_detail_code'], properties: { cart_detail_code: code, ...lineFields } };
export const editManualBody = { type: 'object', required: ['cart_detail_code'], properties: { cart_detail_code: code, ...manualFields } };
export const editCatalogBody = {
  type: 'object',
  required: ['cart_detail_code'],
  properties: {
    cart_detail_code: code, quantity: lineFields.quantity, catatan: lineFields.catatan, note: lineFields.note,
    package_track: lineFields.package_track, sku_id: lineFields.sku_id, color: lineFields.color, size: lineFields.size, variant: lineFields.variant,
    use_insurance: lineFields.use_insurance, using_npwp: lineFields.using_npwp,
  },
};

export const codesBody = {
  type: 'object',
  properties: { cart_detail_codes: codeList, cart_detail_code: { anyOf: [code, codeList] }, codes: codeList },
};

export const checkBody = {
  type: 'object',
  required: ['cart_details_id'],
  properties: { cart_details_id: { type: 'array', maxItems: 1000, items: { anyOf: [{ type: 'integer' }, code] } } },
};

export const codeParams = { type: 'object', required: ['code'], properties: { code } };

/** The lines' stored choices are used; a list-group body only narrows the lines. */
export const listGroupBody = { type: 'object', properties: { cart_detail_codes: codeList } };

const inlineLine = {
  type: 'object',
  required: ['price', 'currency', 'quantity', 'country'],
  properties: {
    id: text(60),
    price: amount,
    currency: { type: 'string', pattern: '^[A-Za-z]{3}$' },
    quantity: { type: 'integer', minimum: 1, maximum: 10_000_000 },
    country: text(40),
    marketplace: text(60),
    weight: amount,
    weight_unit: text(20),
    dimension_length: amount,
    dimension_width: amount,
    dimension_height: amount,
    dimension_unit: text(20),
    package_track: lineFields.package_track,
    product_type_id: lineFields.product_type_id,
    hscode,
    use_insurance: lineFields.use_insurance,
    using_npwp: lineFields.using_npwp,
  },
};

export const taxCalculatorBody = {
  type: 'object',
  anyOf: [{ required: ['cart_detail_codes'] }, { required: ['cart_detail_code'] }, { required: ['lines'] }],
  properties: {
    cart_detail_codes: { ...codeList, minItems: 1 },
    cart_detail_code: { anyOf: [code, { ...codeList, minItems: 1 }] },
    lines: { type: 'array', minItems: 1, maxItems: 200, items: inlineLine },
    // Defaults of the inline lines' choices; stored lines are priced with their own.
    use_insurance: lineFields.use_insurance,
    using_npwp: lineFields.using_npwp,
  },
};
