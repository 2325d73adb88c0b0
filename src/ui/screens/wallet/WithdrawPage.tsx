/**
 * /withdraw (signed in, account layout): the balance, the bank account to pay to (none: a link to
 * /bank-account), the amount, the wallet PIN (none set: a link to /edit-password) and the one-time
 * code ('Kirim kode', then typed; docs/account-security.md); one Idempotency-Key per attempt
 * (WithdrawViewModel); a refusal shows the server's message. Below: the withdrawals with their status.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { WITHDRAW_VIEW_MODEL, type WithdrawViewModel } from '../../../application/payment/withdraw-view-model';
import { WITHDRAW_MIN } from '../../../application/payment/wallet-rules';
import { withdrawModule } from '../../../application/payment/wallet.module';
import { formatRupiah } from '../../../domain/format';
import { useViewModel } from '../../app/container-context';
import { PATHS } from '../../routes/paths';
import { AccountField } from '../account/AccountField';
import { PhoneVerificationPanel } from '../account/PhoneVerificationPanel';
import { RetryAlert } from '../checkout/RetryAlert';
import { when } from '../invoice/invoice-parts';
import { walletMessages as m, withdrawDone, withdrawalStatusTexts } from './wallet-messages';
import { AmountField, FailureText, OtpField } from './wallet-parts';
import '../../styles/wallet.css';

const WithdrawPage = observer(function WithdrawPage() {
  const vm = useViewModel<WithdrawViewModel>(WITHDRAW_VIEW_MODEL, withdrawModule);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const problems = vm.shownProblems;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.withdraw();
  };

  return (
    <section className="wallet-page">
      <h1><FormattedMessage {...m.withdrawTitle} /></h1>
      <div className="wallet-balance-card">
        <span className="muted"><FormattedMessage {...m.balance} /></span>
        <strong className="wallet-balance" data-testid="wallet-balance">{vm.wallet ? formatRupiah(vm.balance) : '-'}</strong>
        <Link to={PATHS.wallet}><FormattedMessage {...m.backToWallet} /></Link>
      </div>
      {vm.loadError !== null && <RetryAlert onRetry={() => void vm.load()} testId="withdraw-load-failed"><FormattedMessage {...m.loadFailed} /></RetryAlert>}

      {vm.noAccount && (
        <div className="wallet-card" data-testid="withdraw-no-account">
          <p><FormattedMessage {...m.noAccount} /></p>
          <Link to={PATHS.bankAccount} className="btn btn-primary"><FormattedMessage {...m.addAccountLink} /></Link>
        </div>
      )}

      {vm.accounts.length > 0 && (
        <form className="wallet-card" onSubmit={submit} noValidate aria-labelledby="withdraw-form-title">
          <h2 id="withdraw-form-title"><FormattedMessage {...m.withdrawTitle} /></h2>
          <fieldset className="wallet-accounts" aria-describedby={problems.account ? 'withdraw-account-error' : undefined}>
            <legend><FormattedMessage {...m.account} /></legend>
            {vm.accounts.map((a) => (
              <label key={a.id} className="wallet-account-option">
                <input type="radio" name="withdraw-account" value={a.id} checked={vm.accountId === a.id} onChange={() => vm.chooseAccount(a.id)} />
                <span><strong>{a.bank}</strong> {a.number} · {a.ownerName}</span>
                {a.isMain && <span className="badge"><FormattedMessage {...m.main} /></span>}
              </label>
            ))}
            {problems.account && <p id="withdraw-account-error" className="field-error"><FormattedMessage {...m.accountRequired} /></p>}
            <Link to={PATHS.bankAccount} className="small"><FormattedMessage {...m.manageAccounts} /></Link>
          </fieldset>
          <AmountField
            id="withdraw-amount" label={m.withdrawAmount} hint={m.withdrawHint} value={vm.amountText} onChange={vm.setAmount}
            problem={problems.amount} min={WITHDRAW_MIN}
          />
          {vm.hasPin === false && (
            <p className="account-notice" data-testid="withdraw-no-pin">
              <FormattedMessage {...m.noPin} /> <Link to={PATHS.editPassword}><FormattedMessage {...m.setPinLink} /></Link>
            </p>
          )}
          <AccountField
            id="withdraw-pin" type="password" inputMode="numeric" label={m.pin} value={vm.pin} onChange={vm.setPin} autoComplete="off"
            error={problems.pin === 'required' ? m.pinRequired : problems.pin === 'format' ? m.pinFormat : null}
          />
          {/* Withdrawal codes go to the phone only once it is verified (PHONE_NOT_VERIFIED otherwise). */}
          <PhoneVerificationPanel phone={vm.phone} />
          <OtpField otp={vm.otp} problem={problems.otp} />
          {vm.error !== null && <FailureText error={vm.error} fallback={m.withdrawFailed} testId="withdraw-error" />}
          {vm.done && (
            <p className="account-notice" role="status" data-testid="withdraw-done">
              <FormattedMessage {...withdrawDone} values={{ amount: formatRupiah(vm.done.amount), bank: vm.done.bankAccount.bank, number: vm.done.bankAccount.number }} />
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={vm.submitting}>
            <FormattedMessage {...(vm.submitting ? m.sending : m.withdrawSubmit)} />
          </button>
        </form>
      )}

      <div className="wallet-card">
        <h2><FormattedMessage {...m.withdrawalsTitle} /></h2>
        {vm.loaded && vm.withdrawals.length === 0 && <p className="muted"><FormattedMessage {...m.withdrawalsEmpty} /></p>}
        {vm.withdrawals.length > 0 && (
          <div className="table-scroll">
            <table className="table" data-testid="withdrawals">
              <thead>
                <tr>
                  <th scope="col"><FormattedMessage {...m.date} /></th>
                  <th scope="col"><FormattedMessage {...m.account} /></th>
                  <th scope="col" className="num"><FormattedMessage {...m.amount} /></th>
                  <th scope="col"><FormattedMessage {...m.status} /></th>
                </tr>
              </thead>
              <tbody>
                {vm.withdrawals.map((w) => {
                  const status = withdrawalStatusTexts[w.status];
                  return (
                    <tr key={w.id} data-testid="withdrawal-row">
                      <td>{when(w.createdAt)}</td>
                      <td>{w.bankAccount.bank} {w.bankAccount.number}</td>
                      <td className="num">{formatRupiah(w.amount)}</td>
                      <td className={`wallet-status wallet-status-${w.status}`}>{status ? <FormattedMessage {...status} /> : w.status}</td>
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

export default WithdrawPage;
