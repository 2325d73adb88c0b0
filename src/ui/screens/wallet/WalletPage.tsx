/**
 * /wallet (signed in, account layout): the balance, the ledger entries (kind, amount, invoice, WIB
 * date), the top-up form (-> the top-up invoice on /track?nomor=, where the payment panel pays it)
 * and the link to /withdraw.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { WALLET_VIEW_MODEL, type WalletViewModel } from '../../../application/payment/wallet-view-model';
import { TOPUP_MAX, TOPUP_MIN, TOPUP_PRESETS } from '../../../application/payment/wallet-rules';
import { walletModule } from '../../../application/payment/wallet.module';
import { trackPath } from '../../../domain/invoice';
import { formatIntegerId, formatRupiah } from '../../../domain/format';
import { useViewModel } from '../../app/container-context';
import { PATHS } from '../../routes/paths';
import { RetryAlert } from '../checkout/RetryAlert';
import { when } from '../invoice/invoice-parts';
import { walletMessages as m, entryKindTexts } from './wallet-messages';
import { WALLET_CREDITS_VIEW_MODEL, type WalletCreditsViewModel } from '../../../application/payment/wallet-credits-view-model';
import type { WalletCredit } from '../../../application/ports/fulfilment-api.port';
import { SettlementDetails } from '../invoice/SettlementExplained';
import { AmountField, FailureText } from './wallet-parts';
import '../../styles/wallet.css';

/** A credit from a settlement: its order, and why (the same explanation as on the order). */
function CreditExplained({ credit }: { credit: WalletCredit }) {
  return (
    <div className="small" data-testid="wallet-credit">
      {credit.explanation
        ? <SettlementDetails explanation={credit.explanation} orderLink={trackPath(credit.orderCode)} />
        : <Link to={trackPath(credit.orderCode)}>{credit.orderCode}</Link>}
    </div>
  );
}

const WalletPage = observer(function WalletPage() {
  const vm = useViewModel<WalletViewModel>(WALLET_VIEW_MODEL, walletModule);
  const credits = useViewModel<WalletCreditsViewModel>(WALLET_CREDITS_VIEW_MODEL, walletModule);
  const navigate = useNavigate();
  useEffect(() => {
    void vm.load();
    void credits.load();
  }, [vm, credits]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invoice = await vm.topUp();
    if (invoice) await navigate(trackPath(invoice.invoiceCode));
  };

  return (
    <section className="wallet-page">
      <h1><FormattedMessage {...m.title} /></h1>
      <div className="wallet-balance-card">
        <span className="muted"><FormattedMessage {...m.balance} /></span>
        <strong className="wallet-balance" data-testid="wallet-balance">{vm.wallet ? formatRupiah(vm.balance) : '-'}</strong>
        <Link to={PATHS.withdraw} className="btn btn-small"><FormattedMessage {...m.withdrawLink} /></Link>
      </div>
      {vm.loadError !== null && <RetryAlert onRetry={() => void vm.load()} testId="wallet-load-failed"><FormattedMessage {...m.loadFailed} /></RetryAlert>}

      <form className="wallet-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="wallet-topup-title">
        <h2 id="wallet-topup-title"><FormattedMessage {...m.topUpTitle} /></h2>
        <div className="wallet-presets">
          {TOPUP_PRESETS.map((amount) => (
            <button key={amount} type="button" className="btn btn-small" onClick={() => vm.setAmount(formatIntegerId(amount))}>{formatRupiah(amount)}</button>
          ))}
        </div>
        <AmountField
          id="topup-amount" label={m.topUpAmount} hint={m.topUpHint} value={vm.amountText} onChange={vm.setAmount}
          problem={vm.shownProblem} min={TOPUP_MIN} max={TOPUP_MAX}
        />
        {vm.error !== null && <FailureText error={vm.error} fallback={m.topUpFailed} testId="topup-error" />}
        <button type="submit" className="btn btn-primary" disabled={vm.submitting}>
          <FormattedMessage {...(vm.submitting ? m.sending : m.topUpSubmit)} />
        </button>
      </form>

      <div className="wallet-card">
        <h2><FormattedMessage {...m.entriesTitle} /></h2>
        {vm.wallet && vm.entries.length === 0 && <p className="muted" data-testid="wallet-entries-empty"><FormattedMessage {...m.entriesEmpty} /></p>}
        {vm.entries.length > 0 && (
          <div className="table-scroll">
            <table className="table" data-testid="wallet-entries">
              <thead>
                <tr>
                  <th scope="col"><FormattedMessage {...m.date} /></th>
                  <th scope="col"><FormattedMessage {...m.kind} /></th>
                  <th scope="col"><FormattedMessage {...m.invoice} /></th>
                  <th scope="col" className="num"><FormattedMessage {...m.amount} /></th>
                </tr>
              </thead>
              <tbody>
                {vm.entries.map((entry) => {
                  const kind = entryKindTexts[entry.kind];
                  const credit = credits.creditOf(entry.id);
                  return (
                    <tr key={entry.id} data-testid="wallet-entry">
                      <td>{when(entry.createdAt)}</td>
                      <td>
                        {kind ? <FormattedMessage {...kind} /> : entry.kind}
                        {credit && <CreditExplained credit={credit} />}
                      </td>
                      <td>{entry.invoiceCode ? <Link to={trackPath(entry.invoiceCode)}>{entry.invoiceCode}</Link> : '-'}</td>
                      <td className={entry.amount < 0 ? 'num wallet-out' : 'num wallet-in'}>
                        {entry.amount < 0 ? `- ${formatRupiah(-entry.amount)}` : `+ ${formatRupiah(entry.amount)}`}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
});

export default WalletPage;
