/**
 * /voucher (signed in, account layout; docs/perks.md): the vouchers the customer has, each with its
 * value, conditions and expiry, a copy-code button and a link to its detail; a link to start shopping.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { perksModule } from '../../../application/perks/perks.module';
import { VOUCHERS_VIEW_MODEL, type VouchersViewModel } from '../../../application/perks/vouchers-view-model';
import { useViewModel } from '../../app/container-context';
import { PATHS } from '../../routes/paths';
import { PerksIntl } from './perks-intl';
import { perksMessages as pm, voucherMessages as m } from './perks-messages';
import { CopyCodeButton, LoadFailed, VoucherConditions, VoucherValue } from './perks-parts';
import '../../styles/perks.css';

const Vouchers = observer(function Vouchers() {
  const vm = useViewModel<VouchersViewModel>(VOUCHERS_VIEW_MODEL, perksModule);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <section className="perks-page">
      <h1><FormattedMessage {...m.title} /></h1>
      {vm.loadError !== null && <LoadFailed onRetry={() => void vm.load()} testId="vouchers-load-failed" />}
      {vm.loaded && vm.vouchers.length === 0 && (
        <div className="perks-empty" data-testid="vouchers-empty">
          <p><FormattedMessage {...m.empty} /></p>
          <Link className="btn btn-primary" to={PATHS.home}><FormattedMessage {...pm.shopNow} /></Link>
        </div>
      )}
      <ul className="perks-list">
        {vm.vouchers.map((v) => (
          <li key={v.id} className="perks-card perks-voucher" data-testid="voucher">
            <div className="perks-voucher-head">
              <strong className="perks-voucher-value"><VoucherValue voucher={v} /></strong>
              {v.assigned && <span className="perks-tag"><FormattedMessage {...m.assigned} /></span>}
            </div>
            <p className="perks-voucher-code"><code data-testid="voucher-code">{v.code}</code></p>
            <p className="muted small">{v.description}</p>
            <VoucherConditions voucher={v} />
            <div className="perks-actions">
              <CopyCodeButton code={v.code} />
              <Link className="btn btn-small btn-text" to={`/voucher-detail/${encodeURIComponent(v.id)}`}><FormattedMessage {...m.detail} /></Link>
            </div>
          </li>
        ))}
      </ul>
      {vm.vouchers.length > 0 && (
        <p className="perks-footer">
          <Link className="btn btn-primary" to={PATHS.cart} data-testid="vouchers-shop"><FormattedMessage {...pm.toCheckout} /></Link>
        </p>
      )}
    </section>
  );
});

export default function VouchersPage() {
  return <PerksIntl><Vouchers /></PerksIntl>;
}
