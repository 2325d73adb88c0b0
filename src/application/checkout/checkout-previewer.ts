/**
 * The server's breakdown of the checkout choices (POST cart/checkout/preview) and the voucher on
 * it. Every change asks again and an older answer arriving late is dropped. 'Pakai' previews with
 * the typed code; a refusal keeps the code typed and the previous breakdown. A voucher applied
 * earlier that no longer holds (e.g. the minimum spend) is dropped and the choices previewed
 * without it. Lines checked out elsewhere (CART_CHANGED) make the screen reload the cart.
 */
import { makeAutoObservable, runInAction, when } from 'mobx';
import type { CheckoutApi, CheckoutPreview, CheckoutRequest } from '../ports/checkout-api.port';
import { failureOf, isCartChanged, isVoucherReason, type CheckoutFailure, type VoucherProblem } from './checkout-failure';

/** What the screen gives the previewer. */
export interface PreviewHost {
  /** The request of the current choices with these overrides; null: nothing to ask yet. */
  request(overrides?: Partial<CheckoutRequest>): CheckoutRequest | null;
  /** Resolves when the quantities sent to the server so far have been answered. */
  settled(): Promise<unknown>;
  /** A breakdown arrived. */
  previewed(preview: CheckoutPreview): void;
  /** The server's cart changed under the screen (another tab checked lines out). */
  cartChanged(): void;
}

/** How long `arrived` waits for a breakdown on its way. */
export const PREVIEW_WAIT_MS = 15_000;

export class CheckoutPreviewer {
  preview: CheckoutPreview | null = null;
  previewing = false;
  error: CheckoutFailure | null = null;
  /** The code as typed (kept when it is refused). */
  voucherInput = '';
  /** The code the preview applies. */
  voucherCode: string | null = null;
  voucherError: VoucherProblem | null = null;
  private seq = 0;

  constructor(
    private readonly api: Pick<CheckoutApi, 'preview'>,
    private readonly host: PreviewHost,
  ) {
    makeAutoObservable<this, 'api' | 'host' | 'seq'>(this, { api: false, host: false, seq: false }, { autoBind: true });
  }

  /** Resolves once no breakdown is on its way and one (or a failure) is there, or after PREVIEW_WAIT_MS. */
  async arrived(timeoutMs = PREVIEW_WAIT_MS): Promise<void> {
    try {
      await when(() => !this.previewing && (this.preview !== null || this.error !== null), { timeout: timeoutMs });
    } catch {
      // still nothing: the caller sees the problem it had
    }
  }

  /** Asks the server for the breakdown of the current choices. */
  async refresh(): Promise<void> {
    const seq = ++this.seq;
    await this.host.settled();
    if (seq !== this.seq) return;
    const request = this.host.request();
    if (!request) {
      runInAction(() => {
        this.preview = null;
        this.previewing = false;
        this.error = null;
      });
      return;
    }
    await this.run(seq, request, false);
  }

  private async run(seq: number, request: CheckoutRequest, applyingVoucher: boolean): Promise<boolean> {
    runInAction(() => {
      this.previewing = true;
      this.error = null;
    });
    try {
      const preview = await this.api.preview(request);
      if (seq !== this.seq) return false;
      runInAction(() => {
        this.preview = preview;
        this.voucherCode = request.voucherCode ?? null;
        if (applyingVoucher || this.voucherCode) this.voucherError = null;
        this.previewing = false;
        this.host.previewed(preview);
      });
      return true;
    } catch (error) {
      if (seq !== this.seq) return false;
      const failure = failureOf(error);
      if (isVoucherReason(failure.reason)) {
        runInAction(() => {
          this.voucherError = failure;
          this.previewing = false;
        });
        if (!applyingVoucher && request.voucherCode) {
          runInAction(() => {
            this.voucherCode = null;
          });
          return this.run(seq, { ...request, voucherCode: null }, false);
        }
        return false;
      }
      runInAction(() => {
        this.error = failure;
        this.previewing = false;
      });
      if (isCartChanged(failure.reason)) this.host.cartChanged();
      return false;
    }
  }

  setVoucherInput(value: string): void {
    this.voucherInput = value;
    if (this.voucherError?.reason === 'VOUCHER_REQUIRED') this.voucherError = null;
  }

  /** 'Pakai': previews with the typed code. */
  async applyVoucher(): Promise<void> {
    const code = this.voucherInput.trim().toUpperCase();
    if (code === '') {
      this.voucherError = { reason: 'VOUCHER_REQUIRED', message: '', field: null };
      return;
    }
    const seq = ++this.seq;
    await this.host.settled();
    const request = this.host.request({ voucherCode: code });
    if (!request || seq !== this.seq) return;
    await this.run(seq, request, true);
  }

  removeVoucher(): void {
    this.voucherCode = null;
    this.voucherInput = '';
    this.voucherError = null;
    void this.refresh();
  }

  /** Placing the order refused the voucher: it is dropped and the choices previewed without it. */
  async voucherRefused(failure: CheckoutFailure): Promise<void> {
    runInAction(() => {
      this.voucherError = failure;
      this.voucherCode = null;
    });
    await this.refresh();
  }
}
