import { describe, expect, it } from 'vitest';
import type { FulfilmentApi, WalletCredit } from '../ports/fulfilment-api.port';
import { WalletCreditsViewModel } from './wallet-credits-view-model';

const CREDIT: WalletCredit = { walletEntryId: '12', orderCode: 'ORD-1', amount: 76_590, explanation: null };
const api = (walletCredits?: () => Promise<WalletCredit[]>): FulfilmentApi => ({
  decide: () => Promise.reject(new Error('unused')), cancel: () => Promise.reject(new Error('unused')), ...(walletCredits ? { walletCredits } : {}),
});

describe('the wallet page\'s credits', () => {
  it('finds the credit of a ledger entry', async () => {
    const vm = new WalletCreditsViewModel(api(() => Promise.resolve([CREDIT])));
    await vm.load();
    expect(vm.creditOf('12')).toEqual(CREDIT);
    expect(vm.creditOf('13')).toBeUndefined();
  });

  it('stays empty when the call fails or is not offered', async () => {
    const failing = new WalletCreditsViewModel(api(() => Promise.reject(new Error('down'))));
    await failing.load();
    expect(failing.credits).toEqual([]);
    const absent = new WalletCreditsViewModel(api());
    await absent.load();
    expect(absent.credits).toEqual([]);
  });
});
