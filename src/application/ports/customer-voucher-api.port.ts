// The vouchers the signed-in customer has (/voucher, /voucher-detail/{id}; docs/perks.md): public
// ones or ones assigned to them, usable now by the domain's voucher rules. GET voucher, GET voucher/{id}
// (ApiError NOT_FOUND for an unknown id or a voucher that is not the customer's). The 'perks' feature's.
import type { VoucherKind } from '../../domain/voucher';

export interface CustomerVoucher {
  id: string;
  code: string;
  description: string;
  kind: VoucherKind;
  /** Percent (percentage) or rupiah (fixed). */
  value: number;
  minSpend: number;
  maxDiscount: number | null;
  /** ISO; null = no start / no end. */
  startsAt: string | null;
  endsAt: string | null;
  perCustomerLimit: number | null;
  newCustomerOnly: boolean;
  /** Given to this customer (not offered to everyone). */
  assigned: boolean;
}

export interface CustomerVoucherApi {
  list(): Promise<CustomerVoucher[]>;
  get(id: string): Promise<CustomerVoucher>;
}

export const CUSTOMER_VOUCHER_API = Symbol.for('perks.CustomerVoucherApi');
