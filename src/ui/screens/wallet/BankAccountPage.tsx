/**
 * /bank-account (signed in, account layout; spec section 3 'Bank account'): the customer's accounts
 * (main marked, 'Jadikan utama', 'Hapus') and the form to add one: the bank (picked from
 * wallet/available-banks, with a search), the number, the owner's name, the branch.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BANK_ACCOUNT_VIEW_MODEL, type BankAccountViewModel } from '../../../application/payment/bank-account-view-model';
import { walletModule } from '../../../application/payment/wallet.module';
import { useViewModel } from '../../app/container-context';
import { AccountField } from '../account/AccountField';
import { RetryAlert } from '../checkout/RetryAlert';
import { walletMessages as m } from './wallet-messages';
import { FailureText } from './wallet-parts';
import '../../styles/wallet.css';

const BankAccountPage = observer(function BankAccountPage() {
  const vm = useViewModel<BankAccountViewModel>(BANK_ACCOUNT_VIEW_MODEL, walletModule);
  const intl = useIntl();
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const problems = vm.shownProblems;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.add();
  };

  return (
    <section className="wallet-page">
      <h1><FormattedMessage {...m.bankTitle} /></h1>
      {vm.loadError !== null && <RetryAlert onRetry={() => void vm.load()} testId="bank-load-failed"><FormattedMessage {...m.bankLoadFailed} /></RetryAlert>}
      {vm.error !== null && <FailureText error={vm.error} fallback={m.bankFailed} testId="bank-error" />}

      <div className="wallet-card">
        {!vm.loading && vm.loadError === null && vm.accounts.length === 0 && <p className="muted" data-testid="bank-empty"><FormattedMessage {...m.bankEmpty} /></p>}
        {vm.accounts.length > 0 && (
          <ul className="wallet-bank-list">
            {vm.accounts.map((a) => (
              <li key={a.id} className="wallet-bank-row" data-testid="bank-account">
                <div>
                  <strong>{a.bank}</strong> {a.number}
                  {a.isMain && <span className="badge"><FormattedMessage {...m.main} /></span>}
                  <div className="muted small">{a.ownerName}{a.bankBranch ? ` · ${a.bankBranch}` : ''}</div>
                </div>
                <div className="wallet-bank-actions">
                  {!a.isMain && (
                    <button type="button" className="btn btn-small" disabled={vm.busyId !== null} onClick={() => void vm.setMain(a.id)}>
                      <FormattedMessage {...m.setMain} />
                    </button>
                  )}
                  <button type="button" className="btn btn-small btn-text" disabled={vm.busyId !== null} onClick={() => void vm.remove(a.id)}>
                    <FormattedMessage {...m.remove} />
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      <form className="wallet-card" onSubmit={submit} noValidate aria-labelledby="bank-add-title">
        <h2 id="bank-add-title"><FormattedMessage {...m.addTitle} /></h2>
        <AccountField id="bank-search" label={m.bankSearch} value={vm.bankSearch} onChange={(q) => void vm.searchBanks(q)} autoComplete="off" />
        <div className={problems.bankCode ? 'field invalid' : 'field'}>
          <label htmlFor="bank-code"><FormattedMessage {...m.bank} /></label>
          <select id="bank-code" value={vm.form.bankCode} onChange={(e) => vm.setField('bankCode', e.target.value)} aria-invalid={Boolean(problems.bankCode)}
            aria-describedby={problems.bankCode ? 'bank-code-error' : undefined}>
            <option value="">{intl.formatMessage(m.chooseBank)}</option>
            {vm.banks.map((b) => <option key={b.bankCode} value={b.bankCode}>{b.name}</option>)}
          </select>
          {problems.bankCode && <p id="bank-code-error" className="field-error"><FormattedMessage {...m.bankRequired} /></p>}
        </div>
        <AccountField
          id="bank-number" label={m.number} value={vm.form.number} onChange={(v) => vm.setField('number', v)} inputMode="numeric" autoComplete="off"
          error={problems.number === 'required' ? m.numberRequired : problems.number === 'invalid' ? m.numberInvalid : null}
        />
        <AccountField
          id="bank-owner" label={m.ownerName} value={vm.form.ownerName} onChange={(v) => vm.setField('ownerName', v)} autoComplete="name"
          error={problems.ownerName ? m.ownerRequired : null}
        />
        <AccountField id="bank-branch" label={m.branch} value={vm.form.bankBranch} onChange={(v) => vm.setField('bankBranch', v)} autoComplete="off" />
        <button type="submit" className="btn btn-primary" disabled={vm.saving}>
          <FormattedMessage {...(vm.saving ? m.sending : m.add)} />
        </button>
      </form>
    </section>
  );
});

export default BankAccountPage;
