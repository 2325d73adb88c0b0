/**
 * The membership line of the account layout's profile card: premium until when, and the latest
 * reseller and agent applications' status (GET customer/membership). Silent on failure.
 */
import { inject, injectable } from 'inversify';
import { actionBound, makeObservable, observableRef, runInAction } from 'mobx';
import { MEMBERSHIP_API, type MembershipApi, type MembershipStatus } from '../ports/membership-api.port';

export const MEMBERSHIP_STATUS_VIEW_MODEL = Symbol.for('membership.MembershipStatusViewModel');

@injectable()
export class MembershipStatusViewModel {
  status: MembershipStatus | null = null;

  constructor(@inject(MEMBERSHIP_API) private readonly api: MembershipApi) {
    makeObservable<this, 'api'>(this, { api: false, status: observableRef, load: actionBound });
  }

  async load(): Promise<void> {
    try {
      const status = await this.api.status();
      runInAction(() => {
        this.status = status;
      });
    } catch {
      // The card shows nothing more (spec section 8: most failed lookups are silent).
    }
  }
}
