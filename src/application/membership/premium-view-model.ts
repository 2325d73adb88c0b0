/**
 * /upgrade-premium (docs/membership.md): the offer (GET customer/upgrade-premium-price: price,
 * period, the fee percents it changes, the customer's premium end) and the upgrade: POST
 * customer/upgrade-premium with one Idempotency-Key per attempt; the screen then opens the
 * invoice on /track?nomor=, whose payment panel pays it (gateway or wallet).
 */
import { inject, injectable } from 'inversify';
import { actionBound, makeObservable, observable, observableRef } from 'mobx';
import { MEMBERSHIP_API, type MembershipApi, type PremiumInvoice, type PremiumOffer } from '../ports/membership-api.port';
import { PaymentAttempt, submitWithKey } from '../payment/payment-attempt';
import { loadInto } from '../payment/load-state';

export const PREMIUM_VIEW_MODEL = Symbol.for('membership.PremiumViewModel');

@injectable()
export class PremiumViewModel {
  offer: PremiumOffer | null = null;
  loading = false;
  loadError: unknown = null;
  submitting = false;
  error: unknown = null;
  private readonly attempt = new PaymentAttempt<{ premium: true }>();

  constructor(@inject(MEMBERSHIP_API) private readonly api: MembershipApi) {
    makeObservable<this, 'api' | 'attempt'>(this, {
      api: false, attempt: false,
      offer: observableRef, loading: observable, loadError: observableRef, submitting: observable, error: observableRef,
      load: actionBound, upgrade: actionBound,
    });
  }

  async load(): Promise<void> {
    await loadInto(this, () => this.api.premiumOffer(), (offer) => {
      this.offer = offer;
    });
  }

  /** The premium invoice to pay, or null (the failure in `error`). A second tap while sending does nothing. */
  async upgrade(): Promise<PremiumInvoice | null> {
    if (this.submitting || this.offer === null) return null;
    return submitWithKey(this, this.attempt, { premium: true }, (key) => this.api.upgradePremium(key));
  }
}
