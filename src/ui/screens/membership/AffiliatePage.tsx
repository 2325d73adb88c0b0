/**
 * /affiliate (affiliate partners only: the route guard shows the 404 page to others, and so does
 * a 404 from the server): the referral link to share, the customers who registered through it,
 * and the commissions credited to the wallet (the payout history).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AFFILIATE_VIEW_MODEL, type AffiliateViewModel } from '../../../application/membership/affiliate-view-model';
import { membershipModule } from '../../../application/membership/membership.module';
import { formatRupiah } from '../../../domain/format';
import { useViewModel } from '../../app/container-context';
import { RetryAlert } from '../checkout/RetryAlert';
import { when } from '../invoice/invoice-parts';
import NotFoundPage from '../NotFoundPage';
import { MembershipIntl } from './MembershipIntl';
import { memberMessages as m, memberValueMessages as mv } from './membership-messages';
import './membership.css';

const Affiliate = observer(function Affiliate() {
  const vm = useViewModel<AffiliateViewModel>(AFFILIATE_VIEW_MODEL, membershipModule);
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  if (vm.notPartner) return <NotFoundPage />;
  const o = vm.overview;
  const link = vm.link(typeof window === 'undefined' ? '' : window.location.origin);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className="member-page">
      <h1><FormattedMessage {...m.affiliateTitle} /></h1>
      {vm.loadError !== null && <RetryAlert onRetry={() => void vm.load()} testId="affiliate-load-failed"><FormattedMessage {...m.loadFailed} /></RetryAlert>}
      {o && (
        <>
          <p><FormattedMessage {...mv.affiliateLead} values={{ percent: o.commissionPercent }} /></p>
          <div className="member-card">
            <label htmlFor="affiliate-link"><FormattedMessage {...m.affiliateLink} /></label>
            <div className="member-link">
              <input id="affiliate-link" readOnly value={link} data-testid="affiliate-link" onFocus={(e) => e.target.select()} />
              <button type="button" className="btn btn-small" onClick={() => void copy()}>{intl.formatMessage(m.copy)}</button>
            </div>
            <span className="muted small"><FormattedMessage {...mv.affiliateCode} values={{ code: o.referralCode }} /></span>
            {copied && <span className="member-ok small" role="status"><FormattedMessage {...m.copied} /></span>}
          </div>
          <div className="member-card">
            <span className="muted"><FormattedMessage {...m.totalCommission} /></span>
            <strong className="member-price" data-testid="affiliate-total">{formatRupiah(o.totalCommission)}</strong>
            <span className="muted small"><FormattedMessage {...m.payoutsHint} /></span>
          </div>
          <div className="member-card">
            <h2><FormattedMessage {...m.referredTitle} /></h2>
            {o.referred.length === 0 ? <p className="muted" data-testid="affiliate-referred-empty"><FormattedMessage {...m.referredEmpty} /></p> : (
              <ul className="member-list">
                {o.referred.map((r, i) => (
                  <li key={`${r.name}-${i}`} data-testid="affiliate-referred">
                    <strong>{r.name}</strong>{' '}
                    <span className="muted small"><FormattedMessage {...mv.referredLine} values={{ date: when(r.registeredAt), count: r.ordersDelivered }} /></span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="member-card">
            <h2><FormattedMessage {...m.payoutsTitle} /></h2>
            {o.commissions.length === 0 ? <p className="muted" data-testid="affiliate-payouts-empty"><FormattedMessage {...m.payoutsEmpty} /></p> : (
              <div className="table-scroll">
                <table className="table" data-testid="affiliate-payouts">
                  <thead>
                    <tr>
                      <th scope="col"><FormattedMessage {...m.colDate} /></th>
                      <th scope="col"><FormattedMessage {...m.colOrder} /></th>
                      <th scope="col" className="num"><FormattedMessage {...m.colBase} /></th>
                      <th scope="col" className="num"><FormattedMessage {...m.colAmount} /></th>
                    </tr>
                  </thead>
                  <tbody>
                    {o.commissions.map((c) => (
                      <tr key={c.orderCode} data-testid="affiliate-payout">
                        <td>{when(c.creditedAt)}</td>
                        <td>{c.orderCode}</td>
                        <td className="num">{formatRupiah(c.base)}</td>
                        <td className="num wallet-in">+ {formatRupiah(c.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
});

export default function AffiliatePage() {
  return <MembershipIntl><Affiliate /></MembershipIntl>;
}
