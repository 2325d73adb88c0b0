/**
 * /voucher and /voucher-detail/{id} (docs/perks.md): the vouchers the customer has (the server
 * decides with the domain's rules), one voucher's conditions, and what the code gives on an order
 * (the domain's voucherDiscount, for the examples the detail shows).
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { voucherDiscount } from '../../domain/voucher';
import { ApiError } from '../ports/api-error';
import { loadInto } from '../payment/load-state';
import { CUSTOMER_VOUCHER_API, type CustomerVoucher, type CustomerVoucherApi } from '../ports/customer-voucher-api.port';

export const VOUCHERS_VIEW_MODEL = Symbol.for('perks.VouchersViewModel');
export const VOUCHER_DETAIL_VIEW_MODEL = Symbol.for('perks.VoucherDetailViewModel');

@injectable()
export class VouchersViewModel {
  vouchers: CustomerVoucher[] = [];
  loading = false;
  loaded = false;
  loadError: unknown = null;

  constructor(@inject(CUSTOMER_VOUCHER_API) private readonly api: CustomerVoucherApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    await loadInto(this, () => this.api.list(), (vouchers) => {
      this.vouchers = vouchers;
      this.loaded = true;
    });
  }
}

export type VoucherDetailState = 'loading' | 'ready' | 'not_found' | 'error';

@injectable()
export class VoucherDetailViewModel {
  voucher: CustomerVoucher | null = null;
  state: VoucherDetailState = 'loading';
  loadError: unknown = null;
  private id = '';

  constructor(@inject(CUSTOMER_VOUCHER_API) private readonly api: CustomerVoucherApi) {
    makeAutoObservable<this, 'api' | 'id'>(this, { api: false, id: false }, { autoBind: true });
  }

  async load(id: string): Promise<void> {
    this.id = id;
    this.state = 'loading';
    this.loadError = null;
    try {
      const voucher = await this.api.get(id);
      runInAction(() => {
        if (this.id !== id) return;
        this.voucher = voucher;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (this.id !== id) return;
        this.loadError = error;
        this.state = error instanceof ApiError && error.code === 'NOT_FOUND' ? 'not_found' : 'error';
      });
    }
  }

  /** The discount on an order of exactly the minimum spend (at least Rp 100.000): the example the detail shows. */
  get example(): { base: number; discount: number } | null {
    if (!this.voucher) return null;
    const base = Math.max(this.voucher.minSpend, 100_000);
    return { base, discount: voucherDiscount(this.voucher, base) };
  }
}
