/**
 * The bindings of /wallet, /withdraw and /bank-account, loaded with their chunks; they need the
 * 'checkout' feature (PaymentApi, BankAccountApi); /withdraw also the 'account' feature (the
 * one-time code: AccountApi).
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { BANK_ACCOUNT_VIEW_MODEL, BankAccountViewModel } from './bank-account-view-model';
import { WALLET_VIEW_MODEL, WalletViewModel } from './wallet-view-model';
import { WALLET_CREDITS_VIEW_MODEL, WalletCreditsViewModel } from './wallet-credits-view-model';
import { WITHDRAW_VIEW_MODEL, WithdrawViewModel } from './withdraw-view-model';

export const walletModule = withFeatures(['checkout'], new ContainerModule(({ bind }) => {
  bind(WALLET_VIEW_MODEL).to(WalletViewModel).inTransientScope();
  bind(WALLET_CREDITS_VIEW_MODEL).to(WalletCreditsViewModel).inTransientScope();
  bind(BANK_ACCOUNT_VIEW_MODEL).to(BankAccountViewModel).inTransientScope();
}));

export const withdrawModule = withFeatures(['checkout', 'account'], new ContainerModule(({ bind }) => {
  bind(WITHDRAW_VIEW_MODEL).to(WithdrawViewModel).inTransientScope();
}));
