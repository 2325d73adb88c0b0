/**
 * /upgrade-premium (signed in, account layout; docs/membership.md): the price and period, the
 * benefits (the fee percents come from the server's rules), the premium end when already premium,
 * and the upgrade: a premium invoice opened on /track?nomor=, paid there like any invoice.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { PREMIUM_VIEW_MODEL, type PremiumViewModel } from '../../../application/membership/premium-view-model';
import { membershipModule } from '../../../application/membership/membership.module';
import { trackPath } from '../../../domain/invoice';
import { formatRupiah } from '../../../domain/format';
import { useViewModel } from '../../app/container-context';
import { RetryAlert } from '../checkout/RetryAlert';
import { when } from '../invoice/invoice-parts';
import { FailureText } from '../wallet/wallet-parts';
import { MembershipIntl } from './MembershipIntl';
import { memberMessages as m, memberValueMessages as mv } from './membership-messages';
import './membership.css';

const Premium = observer(function Premium() {
  const vm = useViewModel<PremiumViewModel>(PREMIUM_VIEW_MODEL, membershipModule);
  const navigate = useNavigate();
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const offer = vm.offer;

  const upgrade = async () => {
    const invoice = await vm.upgrade();
    if (invoice) await navigate(trackPath(invoice.invoiceCode));
  };

  return (
    <section className="member-page">
      <h1><FormattedMessage {...m.premiumTitle} /></h1>
      {vm.loadError !== null && <RetryAlert onRetry={() => void vm.load()} testId="premium-load-failed"><FormattedMessage {...m.loadFailed} /></RetryAlert>}
      {offer && (
        <>
          <p><FormattedMessage {...mv.premiumLead} values={{ days: offer.periodDays }} /></p>
          {offer.isPremium && offer.premiumUntil && (
            <p className="member-ok" data-testid="premium-active"><FormattedMessage {...mv.premiumActive} values={{ date: when(offer.premiumUntil) }} /></p>
          )}
          <div className="member-card">
            <span className="muted"><FormattedMessage {...m.premiumPrice} /></span>
            <strong className="member-price" data-testid="premium-price">{formatRupiah(offer.price)}</strong>
            <span className="muted small"><FormattedMessage {...mv.premiumPeriod} values={{ days: offer.periodDays }} /></span>
          </div>
          <div className="member-card">
            <h2><FormattedMessage {...m.benefitsTitle} /></h2>
            <ul className="member-benefits">
              <li data-testid="premium-fee"><FormattedMessage {...mv.benefitFee} values={{ premium: offer.transactionPricePremium, regular: offer.transactionPrice }} /></li>
              <li><FormattedMessage {...m.benefitBadge} /></li>
              <li><FormattedMessage {...m.benefitExtend} /></li>
            </ul>
            <p className="muted small"><FormattedMessage {...m.payHint} /></p>
            {vm.error !== null && <FailureText error={vm.error} fallback={m.premiumFailed} testId="premium-error" />}
            <button type="button" className="btn btn-primary" disabled={vm.submitting} onClick={() => void upgrade()}>
              <FormattedMessage {...(vm.submitting ? m.processing : offer.isPremium ? m.premiumExtend : m.premiumSubmit)} />
            </button>
          </div>
        </>
      )}
    </section>
  );
});

export default function UpgradePremiumPage() {
  return <MembershipIntl><Premium /></MembershipIntl>;
}
