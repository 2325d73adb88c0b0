/**
 * The wallet page's credits explained (docs/settlement.md): the settlements credited to the wallet
 * (GET wallet/credits), found by the ledger entry each wrote, so an entry can say why. A failed or
 * absent call leaves the list empty: the ledger still shows, only without the explanations.
 */
import { inject, injectable } from 'inversify';
import { actionBound, makeObservable, observableRef, runInAction } from 'mobx';
import { FULFILMENT_API, type FulfilmentApi, type WalletCredit } from '../ports/fulfilment-api.port';

export const WALLET_CREDITS_VIEW_MODEL = Symbol.for('payment.WalletCreditsViewModel');

@injectable()
export class WalletCreditsViewModel {
  credits: readonly WalletCredit[] = [];

  constructor(@inject(FULFILMENT_API) private readonly api: FulfilmentApi) {
    makeObservable<this, 'api'>(this, { api: false, credits: observableRef, load: actionBound });
  }

  async load(): Promise<void> {
    if (!this.api.walletCredits) return;
    try {
      const credits = await this.api.walletCredits();
      runInAction(() => {
        this.credits = credits;
      });
    } catch {
      // Silent: the entries show without their explanations.
    }
  }

  /** The credit a ledger entry came from, if it came from a settlement. */
  creditOf(walletEntryId: string): WalletCredit | undefined {
    return this.credits.find((c) => c.walletEntryId === walletEntryId);
  }
}
