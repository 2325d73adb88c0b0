import { inject, injectable } from 'inversify';
import type {
  AddScrapedInput,
  CartAddResult,
  CartApi,
  CartGroup,
  CartLine,
  CartLineEdit,
  ManualOrderInput,
  PricingAccount,
  TaxCalculation,
} from '../../application/ports/cart-api.port';
import { arr, bool, dataList, isObject, num, obj, optNum, str, type Json } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { pick, toCartLine } from './mappers';
import { vendorEditOf } from '../../domain/cart/vendor';

function addResult(body: Json): CartAddResult {
  const source = isObject(body.data) ? body.data : body;
  return { id: num(source.cart_detail_id, 'cart_detail_id'), code: str(source.cart_detail_code, 'cart_detail_code') };
}

function editBody(edit: CartLineEdit): Json {
  const body: Json = {};
  if (edit.quantity !== undefined) body.quantity = edit.quantity;
  if (edit.note !== undefined) body.catatan = edit.note;
  if (edit.size !== undefined) body.size = edit.size;
  if (edit.color !== undefined) body.color = edit.color;
  if (edit.packageTrack !== undefined) body.package_track = edit.packageTrack;
  if (edit.useInsurance !== undefined) body.use_insurance = edit.useInsurance;
  if (edit.usingNpwp !== undefined) body.using_npwp = edit.usingNpwp;
  return body;
}

@injectable()
export class HttpCartApi implements CartApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async addScraped(input: AddScrapedInput): Promise<CartAddResult> {
    // Only the fields given: the schema types size/color/catatan as text and product_type_id as an integer.
    const vendor = input.vendor ?? null;
    // A marketplace item goes by its id (cart/vendor/{marketplace}/add-to-cart), anything else by link.
    const body: Json = vendor ? { product_id: vendor.productId, quantity: input.quantity, package_track: input.packageTrack ?? 'udara' }
      : { url: input.url, quantity: input.quantity, package_track: input.packageTrack ?? 'udara' };
    if (input.productSlug && !vendor) body.product_slug = input.productSlug;
    if (input.skuId) body.sku_id = input.skuId;
    if (input.variant && Object.keys(input.variant).length > 0) body.variant = input.variant;
    if (input.size) body.size = input.size;
    if (input.color) body.color = input.color;
    if (input.note) body.catatan = input.note;
    if (input.productTypeId) body.product_type_id = Number(input.productTypeId);
    if (input.usingNpwp !== undefined) body.using_npwp = input.usingNpwp;
    if (input.useInsurance !== undefined) body.use_insurance = input.useInsurance;
    if (input.hsCode) body.hscode = input.hsCode;
    if (input.country) body.country = input.country;
    const path = vendor ? `cart/vendor/${encodeURIComponent(vendor.marketplace)}/add-to-cart` : 'cart/add-to-cart';
    return addResult(envelope(await this.http.post(path, { body, idempotent: true })));
  }

  async addManual(input: ManualOrderInput): Promise<CartAddResult> {
    const body = {
      flag_scrapped: false,
      url: input.url,
      product_url: input.url,
      product_title: input.name,
      ...(input.image ? { image_url: input.image } : {}),
      quantity: input.quantity,
      price_original: input.price,
      currency: input.currency,
      currency_code: input.currency,
      weight: input.weightGrams,
      weight_unit: 'Gram',
      dimension_length: input.lengthCm,
      dimension_width: input.widthCm,
      dimension_height: input.heightCm,
      dimension_unit: 'Cm',
      country: input.country,
      package_track: input.packageTrack,
      ...(input.size ? { size: input.size } : {}),
      ...(input.color ? { color: input.color } : {}),
      ...(input.note ? { catatan: input.note } : {}),
      product_type_id: input.productTypeId ? Number(input.productTypeId) : null,
      hscode: input.hsCode ?? null,
      ...(input.originAddress ? { origin_address: input.originAddress } : {}),
      ...(input.category ? { product_category: input.category } : {}),
      ...(input.usingNpwp !== undefined ? { using_npwp: input.usingNpwp } : {}),
      ...(input.useInsurance !== undefined ? { use_insurance: input.useInsurance } : {}),
    };
    return addResult(envelope(await this.http.post('cart/add-to-cart-manual', { body, idempotent: true })));
  }

  async edit(code: string, edit: CartLineEdit): Promise<CartLine> {
    const current = await this.get(code);
    const kind = current.kind ?? (current.scraped ? 'scraped' : 'manual');
    // A scraped 1688/Taobao/Tmall line is edited through its marketplace (cart/vendor/{marketplace}/edit).
    const vendor = vendorEditOf({ kind, marketplace: current.marketplace });
    const path = vendor ? `cart/vendor/${encodeURIComponent(vendor)}/edit` : `cart-detail/edit-${kind}`;
    await this.http.put(path, { body: { cart_detail_code: code, ...editBody(edit) } });
    return this.get(code);
  }

  async list(): Promise<CartLine[]> {
    const body = envelope(await this.http.get('cart-detail/list'));
    return dataList(body).map((row, i) => toCartLine(row, `data[${i}]`));
  }

  async listGroup(): Promise<CartGroup[]> {
    const body = envelope(await this.http.get('cart-detail/list-group'));
    return dataList(body).map((value, i) => {
      const group = obj(value, `data[${i}]`);
      return {
        isAllInPrice: bool(group.is_all_in_price, `data[${i}].is_all_in_price`),
        lines: arr(pick(group, 'details', 'items'), `data[${i}].details`).map((row, j) => toCartLine(row, `data[${i}].details[${j}]`)),
      };
    });
  }

  async get(code: string): Promise<CartLine> {
    const body = envelope(await this.http.get(`cart-detail/${encodeURIComponent(code)}`));
    return toCartLine(pick(body, 'data', 'cart_detail') ?? body, 'data');
  }

  async delete(codes: string[]): Promise<void> {
    if (codes.length === 0) return;
    await this.http.delete('cart-detail/delete', { body: { cart_detail_codes: codes } });
  }

  async check(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const body = envelope(await this.http.post('cart-detail/check', { body: { cart_details_id: ids } }));
    return arr(body.removeds ?? [], 'removeds').map((id, i) => num(id, `removeds[${i}]`));
  }

  async pushGuestToCustomer(codes: string[]): Promise<void> {
    if (codes.length === 0) return;
    await this.http.post('cart-detail/add-to-login-customer', { body: { cart_detail_code: codes }, idempotent: true });
  }

  async pricingAccount(): Promise<PricingAccount> {
    const body = envelope(await this.http.get('cart/pricing-account'));
    const data = obj(body.data, 'data');
    return { importerMode: bool(data.importer_mode, 'data.importer_mode'), hasNpwp: bool(data.has_npwp, 'data.has_npwp'), premium: data.premium === true };
  }

  async taxCalculator(codes: string[]): Promise<TaxCalculation> {
    const body = envelope(await this.http.post('cart-detail/tax-calculator', { body: { cart_detail_code: codes } }));
    const source = isObject(body.data) ? body.data : body;
    const lines = Array.isArray(source.details) ? source.details : Array.isArray(source.lines) ? source.lines : [];
    return {
      lines: lines.map((value, i) => {
        const row = obj(value, `details[${i}]`);
        return {
          code: str(pick(row, 'cart_detail_code', 'code', 'id'), `details[${i}].cart_detail_code`),
          importDuty: Math.round(optNum(pick(row, 'bea_masuk', 'import_duty'), `details[${i}].bea_masuk`, 0)),
          vat: Math.round(optNum(pick(row, 'ppn', 'vat'), `details[${i}].ppn`, 0)),
          incomeTax: Math.round(optNum(pick(row, 'pph', 'income_tax'), `details[${i}].pph`, 0)),
          total: Math.round(optNum(pick(row, 'total', 'sub_total_with_tax'), `details[${i}].total`, 0)),
        };
      }),
      totalTax: Math.round(optNum(pick(source, 'total_tax', 'tax'), 'total_tax', 0)),
      total: Math.round(optNum(pick(source, 'total', 'grand_total'), 'total', 0)),
    };
  }
}
