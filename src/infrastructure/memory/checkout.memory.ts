// The in-memory checkout (MemoryCheckoutApi): the rules of docs/api/orders.md over the memory
// backend's cart lines and addresses, priced with src/domain/pricing (priceGroup per shipment,
// all-in lines as their own sub-group) over the demo rates; a deterministic courier tariff and
// the demo vouchers. Placing an order writes the invoice to the MemoryOrderStore, a pending
// summary for the bell (MemoryBackend.invoices) and removes the lines from the cart.
import { inject, injectable, optional } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import type { Address } from '../../application/ports/address-api.port';
import type { CartLine as ApiCartLine } from '../../application/ports/cart-api.port';
import type {
  AppliedVoucher, CheckoutApi, CheckoutPreview, CheckoutRequest, PaymentGroup, PlaceOrderRequest, PlacedOrder,
  PreviewShipment, PriceComponents, ShipmentAddress, ShippingOption,
} from '../../application/ports/checkout-api.port';
import type { InvoiceShipment, OrderDetail } from '../../application/ports/order-api.port';
import type { KursEntry } from '../../application/ports/rates-api.port';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';
import { CLOCK, type Clock } from '../../application/shell/app-settings';
import { chooseShipping, orderTotals, planShipments, priceShipment } from '../../domain/checkout';
import { DEFAULT_BILLING, isSeaAvailable, type GroupBreakdown, type LineBreakdown, type PriceLineInput } from '../../domain/pricing';
import { evaluateVoucher, normalizeVoucherCode, type VoucherReason } from '../../domain/voucher';
import { DEMO_HS_CODES, DEMO_KURS, DEMO_KURS_INFO, DEMO_PRODUCT_TYPES, DEMO_SUBDISTRICTS } from './demo-data';
import { memoryLartas, memoryLartasAck } from './lartas.memory';
import { MEMORY_BACKEND, type MemoryBackend } from './memory-backend';
import { copy, requireCustomer } from './memory-helpers';
import { DEMO_COMPANY, DEMO_VOUCHERS, MEMORY_ORDER_STORE, type DemoVoucher, type MemoryOrderStore } from './order-store.memory';

export const DEMO_PAYMENT_GROUPS: readonly PaymentGroup[] = [
  { group: 'bank_transfer', label: 'Transfer Bank (Virtual Account)', methods: [
    { code: 'bca_va', name: 'BCA Virtual Account', description: 'Dicek otomatis' },
    { code: 'bni_va', name: 'BNI Virtual Account', description: 'Dicek otomatis' },
    { code: 'bri_va', name: 'BRI Virtual Account', description: 'Dicek otomatis' },
    { code: 'permata_va', name: 'Permata Virtual Account', description: 'Dicek otomatis' },
    { code: 'mandiri_bill', name: 'Mandiri Bill Payment', description: 'Dicek otomatis' },
  ] },
  { group: 'qris', label: 'QRIS', methods: [{ code: 'qris', name: 'QRIS', description: 'Semua aplikasi pembayaran' }] },
  { group: 'ewallet', label: 'E-Wallet', methods: [
    { code: 'gopay', name: 'GoPay', description: '' },
    { code: 'shopeepay', name: 'ShopeePay', description: '' },
  ] },
  { group: 'cstore', label: 'Gerai Retail', methods: [
    { code: 'alfamart', name: 'Alfamart', description: 'Bayar tunai di kasir' },
    { code: 'indomaret', name: 'Indomaret', description: 'Bayar tunai di kasir' },
  ] },
  { group: 'card', label: 'Kartu Kredit', methods: [{ code: 'credit_card', name: 'Kartu Kredit / Debit', description: 'Visa, Mastercard, JCB' }] },
  { group: 'wallet', label: 'Saldo Dompet', methods: [{ code: 'wallet', name: 'Saldo Dompet Titip', description: '' }] },
];

const METHOD_CODES = new Set(DEMO_PAYMENT_GROUPS.flatMap((g) => g.methods.map((m) => m.code)));
const DAY_MS = 24 * 3_600_000;

interface Computed {
  preview: CheckoutPreview;
  voucher: DemoVoucher | null;
  /** The rates the lines were priced with, as the invoice keeps them (kurs_used: the lines' currencies and USD). */
  kursUsed: KursEntry[];
}

const invalid = (reason: string, message: string, field?: string) =>
  new ApiError('UNPROCESSABLE', { reason, message, ...(field ? { field } : {}) });

const ZERO: PriceComponents = {
  goodsValue: 0, usTax: 0, shippingToWarehouse: 0, packingFee: 0, additionalTransaction: 0, insurance: 0, freight: 0, allIn: 0,
  importDuty: 0, vat: 0, incomeTax: 0, transactionFee: 0, totalTax: 0, total: 0,
};
const KEYS = Object.keys(ZERO) as (keyof PriceComponents)[];

function componentsOf(b: GroupBreakdown | LineBreakdown): PriceComponents {
  const out = { ...ZERO };
  for (const key of KEYS) out[key] = b[key];
  return out;
}

/** The tariff of the memory couriers: per started kg, Jakarta cheaper. */
export function courierOptions(subDistrictId: string, chargedGrams: number): ShippingOption[] {
  const place = DEMO_SUBDISTRICTS.find((s) => s.id === subDistrictId);
  const perKg = place?.provinceId === '31' ? 9_000 : 12_000;
  const kg = Math.max(1, Math.ceil(chargedGrams / 1000));
  return [
    { courier: 'JNE', service: 'REG', description: 'JNE Reguler', price: perKg * kg, etd: '2-3' },
    { courier: 'SICEPAT', service: 'BEST', description: 'SiCepat Besok Sampai Tujuan', price: Math.round(perKg * 1.5) * kg, etd: '1-2' },
    { courier: 'JNE', service: 'YES', description: 'JNE Yakin Esok Sampai', price: perKg * 2 * kg, etd: '1' },
  ];
}

function shipmentAddress(address: Address): ShipmentAddress {
  const place = DEMO_SUBDISTRICTS.find((s) => s.id === address.subDistrictId);
  return {
    addressId: address.id,
    name: address.name,
    phoneNumber: address.phoneNumber,
    address: address.address,
    subDistrictId: address.subDistrictId,
    subDistrictName: place?.name ?? '',
    districtName: place?.districtName ?? '',
    provinceName: place?.provinceName ?? '',
    postalCode: address.postalCode,
  };
}

const rupiah = (n: number) => `Rp ${Math.round(n).toLocaleString('id-ID')}`;

const VOUCHER_TEXTS: Readonly<Record<VoucherReason, (minSpend: number) => string>> = {
  VOUCHER_NOT_FOUND: () => 'Voucher tidak ditemukan',
  VOUCHER_NOT_STARTED: () => 'Voucher belum berlaku',
  VOUCHER_EXPIRED: () => 'Voucher sudah berakhir',
  VOUCHER_USED_UP: () => 'Kuota voucher sudah habis',
  VOUCHER_ALREADY_USED: () => 'Voucher sudah Anda gunakan',
  VOUCHER_NEW_CUSTOMER_ONLY: () => 'Voucher khusus pelanggan baru',
  VOUCHER_MIN_SPEND: (minSpend) => `Minimal belanja ${rupiah(minSpend)}`,
};

@injectable()
export class MemoryCheckoutApi implements CheckoutApi {
  constructor(
    @inject(MEMORY_BACKEND) private readonly backend: MemoryBackend,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(MEMORY_ORDER_STORE) private readonly store: MemoryOrderStore,
    @inject(CLOCK) @optional() private readonly clock?: Clock,
  ) {}

  private now(): number {
    return this.clock ? this.clock.now() : Date.now();
  }

  async preview(request: CheckoutRequest): Promise<CheckoutPreview> {
    return copy(this.compute(request).preview);
  }

  async placeOrder(request: PlaceOrderRequest, idempotencyKey: string): Promise<PlacedOrder> {
    const account = requireCustomer(this.backend, this.session);
    const customerKey = account.customer.customerKey;
    if (!idempotencyKey) throw invalid('IDEMPOTENCY_KEY_REQUIRED', 'Idempotency-Key is required');
    const fingerprint = JSON.stringify(request);
    const seen = this.store.attempts.get(idempotencyKey);
    if (seen && seen.customerKey === customerKey) {
      if (seen.fingerprint !== fingerprint) throw invalid('IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key was used for another request');
      return copy(seen.result);
    }
    if (!METHOD_CODES.has(request.paymentMethod)) throw invalid('PAYMENT_METHOD_UNKNOWN', 'Unknown payment method', 'body.payment_method');
    const computed = this.compute(request);
    const lartasAck = memoryLartasAck(computed.preview.lartas, request.lartasAck, new Date(this.now()).toISOString());
    const total = computed.preview.totals.total;
    if (total !== request.expectedTotal) {
      throw new ApiError('CONFLICT', { reason: 'PRICE_CHANGED', message: `Total berubah menjadi ${rupiah(total)}`, field: 'body.expected_total' });
    }

    const now = this.now();
    const day = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
    const seq = this.store.next();
    const invoiceCode = `INV-${day}-${String(seq).padStart(6, '0')}`;
    const orderCode = `ORD-${day}-${String(seq).padStart(6, '0')}`;
    const createdAt = new Date(now).toISOString();
    const dueDate = new Date(now + DAY_MS).toISOString();
    const shipments: InvoiceShipment[] = computed.preview.shipments.map((s, i) => ({
      shipmentCode: `${orderCode}-${i + 1}`,
      key: s.key,
      name: s.name,
      status: 'awaiting_payment',
      address: s.address,
      courier: s.shipping?.courier ?? null,
      service: s.shipping?.service ?? null,
      shippingPrice: s.shipping?.price ?? 0,
      lines: s.lines,
      summary: s.summary,
    }));
    const itemCount = computed.preview.shipments.reduce((n, s) => n + s.lines.reduce((m, l) => m + l.quantity, 0), 0);
    const firstLine = computed.preview.shipments[0]?.lines[0];
    const order: OrderDetail = {
      code: orderCode,
      invoiceCode,
      status: 'awaiting_payment',
      statusLabel: 'Menunggu Pembayaran',
      createdAt,
      total,
      itemCount,
      firstItem: firstLine ? { name: firstLine.name, image: firstLine.image } : null,
      shipments,
      timeline: [{ status: 'awaiting_payment', at: createdAt }],
      fulfilment: null,
      lartasAck,
    };
    this.store.invoices.unshift({
      customerKey,
      orders: [order],
      detail: {
        code: invoiceCode,
        type: 'checkout',
        status: 'pending',
        statusLabel: 'Menunggu Pembayaran',
        message: 'Hai titipers status sedang menunggu pembayaran',
        createdAt,
        dueDate,
        paymentMethod: request.paymentMethod,
        paymentMethodName: DEMO_PAYMENT_GROUPS.flatMap((g) => g.methods).find((m) => m.code === request.paymentMethod)?.name ?? request.paymentMethod,
        paymentInstructions: null,
        paidAt: null,
        amountDue: total,
        walletUsed: 0,
        amounts: computed.preview.totals,
        voucher: computed.preview.voucher,
        orders: [{ orderCode, status: 'awaiting_payment', shipments, lartasAck }],
        carts: [...new Map(computed.preview.shipments.map((s) => [s.address.addressId, s])).values()].map((s) => ({
          subDistrictName: s.address.subDistrictName,
          recipientName: s.address.name,
          recipientPhoneNumber: s.address.phoneNumber,
          details: computed.preview.shipments
            .filter((x) => x.address.addressId === s.address.addressId)
            .flatMap((x) => x.lines.map((l) => ({ name: l.name, quantity: l.quantity, total: l.total }))),
        })),
        company: DEMO_COMPANY,
        kursUsed: computed.kursUsed,
      },
    });
    if (computed.voucher) this.store.voucherUses.push({ code: computed.voucher.code, customerKey, invoiceCode });
    const codes = new Set(request.cartDetailCodes);
    for (const code of codes) this.store.checkedOut.add(code);
    for (let i = this.backend.cart.length - 1; i >= 0; i--) {
      const entry = this.backend.cart[i];
      if (entry && entry.ownerCustomer === customerKey && codes.has(entry.line.code)) this.backend.cart.splice(i, 1);
    }
    const bell = this.backend.invoices.get(customerKey) ?? [];
    this.backend.invoices.set(customerKey, [
      { code: invoiceCode, type: 'checkout', status: 'pending', statusLabel: 'Menunggu Pembayaran', message: '', createdAt, dueDate },
      ...bell,
    ]);
    const result: PlacedOrder = { invoiceCode, orderCode, total, dueDate };
    this.store.attempts.set(idempotencyKey, { customerKey, fingerprint, result });
    return copy(result);
  }

  async paymentGroups(): Promise<PaymentGroup[]> {
    return copy([...DEMO_PAYMENT_GROUPS]);
  }

  /** Validates and prices a request as the server's preview does (src/domain/checkout, voucher, pricing). */
  private compute(request: CheckoutRequest): Computed {
    const account = requireCustomer(this.backend, this.session);
    const customerKey = account.customer.customerKey;
    const codes = request.cartDetailCodes;
    if (codes.length < 1 || codes.length > 100 || new Set(codes).size !== codes.length) {
      throw new ApiError('BAD_REQUEST', { message: 'cart_detail_codes: 1..100 unique codes', field: 'body.cart_detail_codes' });
    }
    const mine = this.backend.cart.filter((e) => e.ownerCustomer === customerKey).map((e) => e.line);
    const lines = codes.map((code) => {
      const line = mine.find((l) => l.code === code);
      if (!line && this.store.checkedOut.has(code)) throw new ApiError('CONFLICT', { reason: 'CART_CHANGED', field: code, message: 'Cart item already checked out' });
      if (!line) throw new ApiError('NOT_FOUND', { reason: 'CART_DETAIL_NOT_FOUND', field: code, message: 'Cart item not found' });
      return line;
    });
    for (const line of lines) {
      if (line.packageTrack === 'laut' && !isSeaAvailable({ country: line.country, marketplace: line.marketplace }, DEFAULT_BILLING)) {
        throw invalid('SEA_NOT_AVAILABLE', 'Pengiriman laut tidak tersedia untuk barang ini', line.code);
      }
    }

    const book = this.backend.addresses.get(customerKey) ?? [];
    if (request.addresses.length < 1 || request.addresses.length > 10) throw new ApiError('BAD_REQUEST', { field: 'body.addresses' });
    const addresses = request.addresses.map((a) => {
      const address = book.find((b) => b.id === a.addressId);
      if (!address) throw new ApiError('NOT_FOUND', { reason: 'ADDRESS_NOT_FOUND', field: a.addressId, message: 'Address not found' });
      return address;
    });
    const groups = request.consolidations ?? [];
    const plan = planShipments(
      lines.map((l) => ({ code: l.code, quantity: l.quantity })),
      request.addresses.map((a) => ({ addressId: Number(a.addressId), ...(a.items ? { items: a.items } : {}) })),
      groups.map((g) => ({ name: g.name, codes: g.cartDetailCodes })),
    );
    if (!plan.ok) throw invalid(plan.error.reason, plan.error.reason === 'ALLOCATION_MISMATCH' ? 'Jumlah per alamat tidak sesuai' : 'Konsolidasi tidak valid', plan.error.field);

    const hasNpwp = book.some((a) => (a.npwp ?? '').trim() !== '');
    if (request.usingNpwp && !hasNpwp) throw invalid('NPWP_NOT_ON_FILE', 'Belum ada NPWP di alamat Anda', 'body.using_npwp');
    const choices = new Map((request.shipping ?? []).map((s) => [s.shipmentKey, s]));
    const context = { exchangeRates: DEMO_KURS, billing: DEFAULT_BILLING };

    const priced = plan.shipments.map((planned) => {
      const address = addresses.find((a) => Number(a.id) === planned.addressId) ?? addresses[0];
      if (!address) throw new ApiError('NOT_FOUND', { reason: 'ADDRESS_NOT_FOUND' });
      const members = planned.lines.map((p) => ({ line: lines.find((l) => l.code === p.code) as ApiCartLine, quantity: p.quantity }));
      const price = priceShipment(members.map((m) => this.input(m.line, m.quantity, request)), context);
      const options = courierOptions(address.subDistrictId, price.chargedGrams);
      const wanted = choices.get(planned.key);
      const chosen = chooseShipping(options, wanted);
      if (wanted && !chosen) throw invalid('SHIPPING_SERVICE_UNKNOWN', 'Unknown courier service', planned.key);
      const shipping = chosen ? { courier: chosen.courier, service: chosen.service, price: chosen.price, etd: chosen.etd } : null;
      const shipment: PreviewShipment = {
        key: planned.key,
        name: planned.name ?? '',
        consolidated: planned.consolidated,
        address: shipmentAddress(address),
        lines: price.lines.map((b, i) => {
          const member = members[i];
          return {
            ...componentsOf(b), cartDetailCode: member?.line.code ?? '', name: member?.line.name ?? '', image: member?.line.image ?? null,
            quantity: member?.quantity ?? 0, track: b.track,
          };
        }),
        summary: componentsOf(price.summary),
        chargedWeightGrams: price.chargedGrams,
        shippingOptions: options,
        shipping,
        total: price.summary.total + (shipping?.price ?? 0),
      };
      return { shipment, summary: price.summary, shippingPrice: shipping?.price ?? 0 };
    });

    const landed = priced.reduce((n, p) => n + p.summary.total, 0);
    const { voucher, applied } = this.voucher(request.voucherCode, landed, customerKey);
    const totals = orderTotals(priced, applied?.discount ?? 0);
    const preview: CheckoutPreview = {
      shipments: priced.map((p) => p.shipment),
      totals: { ...totals },
      voucher: applied ? { ...applied, discount: totals.voucherDiscount } : null,
      hasNpwp,
      lartas: memoryLartas(lines),
    };
    const currencies = [...new Set([...lines.map((l) => l.currency.toUpperCase()), 'USD'])].filter((c) => c !== 'IDR').sort();
    const kursUsed = currencies.flatMap((code) => (DEMO_KURS[code] === undefined ? [] : [{ code, kurs: DEMO_KURS[code], ...DEMO_KURS_INFO }]));
    return { preview, voucher, kursUsed };
  }

  private input(line: ApiCartLine, quantity: number, request: CheckoutRequest): PriceLineInput {
    return {
      id: line.code,
      price: line.price,
      currency: line.currency,
      quantity,
      weightGrams: line.weightGrams,
      lengthCm: line.lengthCm,
      widthCm: line.widthCm,
      heightCm: line.heightCm,
      country: line.country,
      marketplace: line.marketplace,
      track: line.packageTrack,
      productType: line.productTypeId ? DEMO_PRODUCT_TYPES.find((t) => t.id === line.productTypeId) ?? null : null,
      hsCode: line.hsCode ? DEMO_HS_CODES.find((h) => h.code === line.hsCode) ?? null : null,
      usingNpwp: request.usingNpwp ?? false,
      isAllInPrice: line.isAllInPrice,
      useInsurance: request.useInsurance ?? false,
    };
  }

  private voucher(code: string | null | undefined, base: number, customerKey: string): { voucher: DemoVoucher | null; applied: AppliedVoucher | null } {
    const wanted = normalizeVoucherCode(code ?? '');
    if (!wanted) return { voucher: null, applied: null };
    const demo = DEMO_VOUCHERS.find((v) => v.code === wanted);
    const uses = this.store.voucherUses.filter((u) => u.code === wanted);
    const result = evaluateVoucher(demo ? { ...demo, usedCount: uses.length } : undefined, {
      base,
      now: this.now(),
      customerUses: uses.filter((u) => u.customerKey === customerKey).length,
      isNewCustomer: !this.store.invoices.some((r) => r.customerKey === customerKey && r.detail.type === 'checkout'),
    });
    if (!result.ok || !demo) {
      const reason = result.ok ? 'VOUCHER_NOT_FOUND' : result.reason;
      const minSpend = !result.ok && result.minSpend !== undefined ? result.minSpend : demo?.minSpend ?? 0;
      throw invalid(reason, VOUCHER_TEXTS[reason](minSpend), 'body.voucher_code');
    }
    return { voucher: demo, applied: { code: demo.code, discount: result.discount, description: demo.description } };
  }
}
