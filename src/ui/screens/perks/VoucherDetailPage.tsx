/**
 * /voucher-detail/{id} (signed in, account layout; docs/perks.md): one of the customer's vouchers with
 * its conditions, the domain's example discount, the copy-code button and a link to checkout (through
 * the cart); an unknown id or a voucher that is not the customer's reads 'not found'.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { perksModule } from '../../../application/perks/perks.module';
import { VOUCHER_DETAIL_VIEW_MODEL, type VoucherDetailViewModel } from '../../../application/perks/vouchers-view-model';
import { formatRupiah } from '../../../domain/format';
import { useViewModel } from '../../app/container-context';
import { PATHS } from '../../routes/paths';
import { PerksIntl } from './perks-intl';
import { perksMessages as pm, voucherMessages as m } from './perks-messages';
import { CopyCodeButton, LoadFailed, VoucherConditions, VoucherValue } from './perks-parts';
import '../../styles/perks.css';

const VoucherDetail = observer(function VoucherDetail({ id }: { id: string }) {
  const vm = useViewModel<VoucherDetailViewModel>(VOUCHER_DETAIL_VIEW_MODEL, perksModule);
  useEffect(() => {
    void vm.load(id);
  }, [vm, id]);
  const v = vm.voucher;
  return (
    <section className="perks-page">
      <p><Link to={PATHS.voucher} className="btn btn-text btn-small">← <FormattedMessage {...m.back} /></Link></p>
      <h1><FormattedMessage {...m.detailTitle} /></h1>
      {vm.state === 'error' && <LoadFailed onRetry={() => void vm.load(id)} testId="voucher-load-failed" />}
      {vm.state === 'not_found' && <p className="perks-empty" data-testid="voucher-not-found"><FormattedMessage {...m.notFound} /></p>}
      {vm.state === 'ready' && v && (
        <article className="perks-card perks-voucher" data-testid="voucher-detail">
          <strong className="perks-voucher-value"><VoucherValue voucher={v} /></strong>
          <p className="perks-voucher-code"><code data-testid="voucher-code">{v.code}</code></p>
          <p>{v.description}</p>
          <h2 className="h6"><FormattedMessage {...m.conditions} /></h2>
          <VoucherConditions voucher={v} />
          {vm.example && vm.example.discount > 0 && (
            <p className="small" data-testid="voucher-example">
              <FormattedMessage {...m.example} values={{ base: formatRupiah(vm.example.base), discount: formatRupiah(vm.example.discount) }} />
            </p>
          )}
          <p className="muted small"><FormattedMessage {...m.howTo} /></p>
          <div className="perks-actions">
            <CopyCodeButton code={v.code} className="btn" />
            <Link className="btn btn-primary" to={PATHS.cart} data-testid="voucher-shop"><FormattedMessage {...pm.toCheckout} /></Link>
          </div>
        </article>
      )}
    </section>
  );
});

function VoucherDetailRoute() {
  const { id = '' } = useParams();
  return <VoucherDetail id={id} />;
}

export default function VoucherDetailPage() {
  return <PerksIntl><VoucherDetailRoute /></PerksIntl>;
}
