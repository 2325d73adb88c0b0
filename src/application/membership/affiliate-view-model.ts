/**
 * /affiliate (partners only; docs/membership.md): the referral link, the customers who registered
 * through it, the commissions credited to the wallet (the payout history). A 404 from the server
 * (not a partner after all) is `notPartner`: the page shows the 404 page.
 */
import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, observableRef } from 'mobx';
import { referralLink } from '../../domain/membership';
import { isApiError } from '../ports/api-error';
import { MEMBERSHIP_API, type AffiliateOverview, type MembershipApi } from '../ports/membership-api.port';
import { loadInto } from '../payment/load-state';

export const AFFILIATE_VIEW_MODEL = Symbol.for('membership.AffiliateViewModel');

@injectable()
export class AffiliateViewModel {
  overview: AffiliateOverview | null = null;
  loading = false;
  loadError: unknown = null;

  constructor(@inject(MEMBERSHIP_API) private readonly api: MembershipApi) {
    makeObservable<this, 'api'>(this, {
      api: false, overview: observableRef, loading: observable, loadError: observableRef, notPartner: computed, load: actionBound,
    });
  }

  get notPartner(): boolean {
    return isApiError(this.loadError) && this.loadError.status === 404;
  }

  async load(): Promise<void> {
    await loadInto(this, () => this.api.affiliate(), (overview) => {
      this.overview = overview;
    });
  }

  /** The full link on the storefront's origin. */
  link(origin: string): string {
    return this.overview ? referralLink(origin, this.overview.referralCode) : '';
  }
}
