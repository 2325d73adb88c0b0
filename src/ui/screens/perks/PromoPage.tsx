/**
 * /promo (public, promo layout; docs/perks.md): the running promotions, each with its picture,
 * summary, code and a link to its page.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { perksModule } from '../../../application/perks/perks.module';
import { PROMOTIONS_VIEW_MODEL, type PromotionsViewModel } from '../../../application/perks/promotions-view-model';
import { usePageViewModel } from '../../app/page-data';
import { PerksIntl } from './perks-intl';
import { promoMessages as m } from './perks-messages';
import { LoadFailed } from './perks-parts';
import '../../styles/perks.css';

const Promotions = observer(function Promotions() {
  // Server-rendered (docs/ssr.md): the list is loaded before the render; in the browser after hydration.
  const { vm, preloaded } = usePageViewModel<PromotionsViewModel>(PROMOTIONS_VIEW_MODEL, perksModule, 'promo', (model) => model.load());
  useEffect(() => {
    if (!preloaded) void vm.load();
  }, [vm, preloaded]);
  return (
    <section className="perks-page container">
      <h2 className="h4"><FormattedMessage {...m.title} /></h2>
      {vm.loadError !== null && <LoadFailed onRetry={() => void vm.load()} testId="promo-load-failed" />}
      {vm.loaded && vm.promotions.length === 0 && <p className="perks-empty" data-testid="promo-empty"><FormattedMessage {...m.empty} /></p>}
      <ul className="perks-promo-grid">
        {vm.promotions.map((p, i) => (
          <li key={p.id} className="perks-card perks-promo" data-testid="promo">
            {/* The first picture is the page's largest paint on a phone: fetched at once, not when laid out (issue 27). */}
            {i === 0
              ? <img src={p.imageUrl} alt="" width={400} height={400} fetchPriority="high" />
              : <img src={p.imageUrl} alt="" width={400} height={400} loading="lazy" />}
            <div>
              {p.audience === 'new_customer' && <span className="perks-tag"><FormattedMessage {...m.newCustomerBadge} /></span>}
              <h3 className="h5">{p.title}</h3>
              <p className="small">{p.summary}</p>
              {p.voucherCode && <p className="small"><FormattedMessage {...m.code} values={{ code: p.voucherCode }} /></p>}
              <Link className="btn btn-small" to={`/promo-detail/${encodeURIComponent(p.id)}`}><FormattedMessage {...m.details} /></Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
});

export default function PromoPage() {
  return <PerksIntl><Promotions /></PerksIntl>;
}
