// Checkout (docs/api/orders.md): the preview of an order, placing it, and the payment methods.
// Every amount is integer rupiah computed by the server; the storefront only shows them.
import type { PackageTrack } from '../../domain/pricing/types';
import type { LartasEntry } from './rates-api.port';

/** The quantities one address receives: cart_detail_code -> quantity (each >= 1). */
export interface CheckoutAddressAllocation {
  addressId: string;
  /** Left out with one address: every line goes there with its cart quantity. */
  items?: Readonly<Record<string, number>>;
}

/** A named consolidation group of lines (one shipment per address receiving any of them). */
export interface CheckoutConsolidation {
  name: string;
  cartDetailCodes: string[];
}

export interface ShippingChoice {
  /** `g<i>:<address_id>` for the i-th consolidation group, `u:<address_id>` for the ungrouped lines. */
  shipmentKey: string;
  courier: string;
  service: string;
}

/** What preview, checkout and checkout-consolidate share. */
export interface CheckoutRequest {
  cartDetailCodes: string[];
  addresses: CheckoutAddressAllocation[];
  consolidations?: CheckoutConsolidation[];
  shipping?: ShippingChoice[];
  /** Left out: each line keeps its stored choice. */
  useInsurance?: boolean;
  /** Honoured only with an NPWP on file (else 422 NPWP_NOT_ON_FILE); left out: each line's stored choice. */
  usingNpwp?: boolean;
  voucherCode?: string | null;
}

/** The customer's acknowledgement of the order's restricted goods (docs/api/orders.md 'Restricted goods'). */
export interface LartasAckRequest {
  accepted: boolean;
  /** Exactly the entries the preview's `lartas` names. */
  lartasIds: string[];
  /** src/domain/lartas LARTAS_ACK_TEXT_VERSION of the text shown. */
  textVersion: string;
}

export interface PlaceOrderRequest extends CheckoutRequest {
  /** A method code of paymentGroups(). */
  paymentMethod: string;
  /** The total the customer saw: a different server total answers 409 PRICE_CHANGED. */
  expectedTotal: number;
  /** Required when the lines fall under lartas entries (else 422 LARTAS_ACK_REQUIRED). */
  lartasAck?: LartasAckRequest;
}

/** The priced components (docs/pricing.md), integer rupiah. */
export interface PriceComponents {
  goodsValue: number;
  usTax: number;
  shippingToWarehouse: number;
  packingFee: number;
  additionalTransaction: number;
  insurance: number;
  freight: number;
  allIn: number;
  importDuty: number;
  vat: number;
  incomeTax: number;
  transactionFee: number;
  totalTax: number;
  total: number;
}

/** The order's totals: the shipments' landed cost, domestic shipping, voucher discount. */
export interface CheckoutTotals extends PriceComponents {
  /** Sum of the shipments' landed totals (goods, fees, freight, taxes). */
  landed: number;
  domesticShipping: number;
  voucherDiscount: number;
  /** landed + domesticShipping - voucherDiscount (never below 0). */
  total: number;
}

/** A delivery address as the order snapshots it. */
export interface ShipmentAddress {
  addressId: string;
  name: string;
  phoneNumber: string;
  address: string;
  subDistrictId: string;
  subDistrictName: string;
  districtName: string;
  provinceName: string;
  postalCode: string;
}

export interface ShipmentLine extends PriceComponents {
  cartDetailCode: string;
  name: string;
  image: string | null;
  quantity: number;
  /** The track actually priced (sea falls back to air where not offered). */
  track: PackageTrack;
}

export interface ShippingOption {
  courier: string;
  service: string;
  description: string;
  price: number;
  /** Estimated days, e.g. '1-2'. */
  etd: string;
}

export interface ShippingSelection {
  courier: string;
  service: string;
  price: number;
  etd: string;
}

export interface PreviewShipment {
  key: string;
  name: string;
  consolidated: boolean;
  address: ShipmentAddress;
  lines: ShipmentLine[];
  summary: PriceComponents;
  chargedWeightGrams: number;
  shippingOptions: ShippingOption[];
  /** The chosen (or cheapest) service; null when no courier serves the address. */
  shipping: ShippingSelection | null;
  total: number;
}

export interface AppliedVoucher {
  code: string;
  discount: number;
  description: string;
}

/** The restricted goods of the lines previewed: each entry with the lines under it (none: nothing to acknowledge). */
export interface CheckoutLartas {
  textVersion: string;
  entries: { entry: LartasEntry; cartDetailCodes: string[] }[];
}

export interface CheckoutPreview {
  shipments: PreviewShipment[];
  totals: CheckoutTotals;
  voucher: AppliedVoucher | null;
  /** The customer has an NPWP on file: the NPWP option may be offered. */
  hasNpwp: boolean;
  /** The entries placing the order asks to acknowledge (left out: none). */
  lartas?: CheckoutLartas;
}

export interface PlacedOrder {
  invoiceCode: string;
  orderCode: string;
  total: number;
  dueDate: string | null;
}

export interface PaymentMethod {
  code: string;
  name: string;
  description: string;
}

export interface PaymentGroup {
  /** bank_transfer, qris, ewallet, card, wallet */
  group: string;
  label: string;
  methods: PaymentMethod[];
}

/** The `reason` values the checkout answers carry (ApiError.reason). */
export const CHECKOUT_REASONS = [
  'VOUCHER_NOT_FOUND', 'VOUCHER_NOT_STARTED', 'VOUCHER_EXPIRED', 'VOUCHER_USED_UP', 'VOUCHER_ALREADY_USED', 'VOUCHER_NEW_CUSTOMER_ONLY',
  'VOUCHER_MIN_SPEND', 'PRICE_CHANGED', 'CART_CHANGED', 'CART_DETAIL_NOT_FOUND', 'ADDRESS_NOT_FOUND', 'SEA_NOT_AVAILABLE',
  'ALLOCATION_MISMATCH', 'CONSOLIDATION_INVALID', 'SHIPPING_SERVICE_UNKNOWN', 'NPWP_NOT_ON_FILE', 'COURIER_UNAVAILABLE',
  'IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_IN_PROGRESS', 'LARTAS_ACK_REQUIRED',
] as const;
export type CheckoutReason = (typeof CHECKOUT_REASONS)[number];

export interface CheckoutApi {
  /** POST cart/checkout/preview: writes nothing. Errors: ApiError with a CheckoutReason. */
  preview(request: CheckoutRequest): Promise<CheckoutPreview>;
  /**
   * POST cart/checkout, or cart/checkout-consolidate (signed) when the request has consolidations.
   * The same idempotencyKey answers the same invoice (a retried attempt never orders twice).
   */
  placeOrder(request: PlaceOrderRequest, idempotencyKey: string): Promise<PlacedOrder>;
  /** GET payment-groups (public). */
  paymentGroups(invoiceCode?: string): Promise<PaymentGroup[]>;
}

export const CHECKOUT_API = Symbol.for('checkout.CheckoutApi');
