/**
 * Placing the order (docs/api/orders.md 'POST cart/checkout'): one Idempotency-Key per attempt,
 * kept until a definite answer (PaymentAttempt: a double click sends once, a retry after a network
 * failure sends the same key and the server answers the same invoice), then what the screen does
 * with a refusal: 409 PRICE_CHANGED previews again and asks the customer to confirm the new total;
 * lines or an address gone on the server reload them; a refused voucher is dropped and previewed
 * without; anything else shows the server's reason.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CheckoutApi, PlaceOrderRequest, PlacedOrder } from '../ports/checkout-api.port';
import { failureOf, isCartChanged, isVoucherReason, type CheckoutFailure } from './checkout-failure';
import { PaymentAttempt } from '../payment/payment-attempt';

/** What the screen gives the placement. */
export interface PlacementHost {
  /** Previews the current choices again; resolves with the new total (null: no breakdown). */
  previewAgain(): Promise<number | null>;
  /** The server's cart or the customer's addresses changed: reload them. */
  reload(): Promise<void>;
  /** The server refused the voucher. */
  voucherRefused(failure: CheckoutFailure): Promise<void>;
  /** The order is placed: the checked-out lines leave the local cart. */
  checkedOut(codes: readonly string[], placed: PlacedOrder): Promise<void>;
  /** 422 LARTAS_ACK_REQUIRED: the restricted goods to acknowledge changed; preview again and ask. */
  lartasRefused(): Promise<void>;
}

export class OrderPlacement {
  placing = false;
  error: CheckoutFailure | null = null;
  /** 409 PRICE_CHANGED: the total the customer saw and the new one, waiting for a confirmation. */
  priceChange: { from: number; to: number } | null = null;
  /** Set once the order is placed: the screen goes to the invoice. */
  placed: PlacedOrder | null = null;
  private readonly attempt: PaymentAttempt<PlaceOrderRequest>;

  constructor(
    private readonly api: Pick<CheckoutApi, 'placeOrder'>,
    private readonly host: PlacementHost,
    newKey: () => string,
  ) {
    this.attempt = new PaymentAttempt<PlaceOrderRequest>(newKey);
    makeAutoObservable<this, 'api' | 'host' | 'attempt'>(this, { api: false, host: false, attempt: false }, { autoBind: true });
  }

  /** Sends the request with the attempt's key. True when the order is placed. */
  async place(request: PlaceOrderRequest): Promise<boolean> {
    this.placing = true;
    this.error = null;
    try {
      const placed = await this.attempt.send(request, (key) => this.api.placeOrder(request, key));
      await this.host.checkedOut(request.cartDetailCodes, placed);
      runInAction(() => {
        this.placed = placed;
      });
      return true;
    } catch (error) {
      await this.refused(failureOf(error), request.expectedTotal);
      return false;
    } finally {
      runInAction(() => {
        this.placing = false;
      });
    }
  }

  private async refused(failure: CheckoutFailure, expectedTotal: number): Promise<void> {
    if (failure.reason === 'PRICE_CHANGED') {
      const to = await this.host.previewAgain();
      runInAction(() => {
        if (to !== null) this.priceChange = { from: expectedTotal, to };
        else this.error = failure;
      });
    } else if (isVoucherReason(failure.reason)) {
      await this.host.voucherRefused(failure);
    } else if (failure.reason === 'LARTAS_ACK_REQUIRED') {
      runInAction(() => {
        this.error = failure;
      });
      await this.host.lartasRefused();
    } else {
      runInAction(() => {
        this.error = failure;
      });
      if (isCartChanged(failure.reason) || failure.reason === 'ADDRESS_NOT_FOUND') await this.host.reload();
    }
  }

  /** 'Batal' on the new total (the confirmation places the order again). */
  dismissPriceChange(): void {
    this.priceChange = null;
  }

  dismissError(): void {
    this.error = null;
  }

  /** Where the screen goes after placing the order. */
  get invoicePath(): string | null {
    return this.placed ? `/track?nomor=${encodeURIComponent(this.placed.invoiceCode)}` : null;
  }
}
