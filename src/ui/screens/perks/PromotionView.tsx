/**
 * One promotion (/promo-detail/{id}, /promonewcustomer; docs/perks.md): picture, title, its
 * paragraphs as plain text, the code to copy and a link to start shopping; an ended promotion says
 * so (the server's 404 PROMO_ENDED), an unknown one 'not found'.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useItemHead } from '../../routes/DocumentHead';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { perksModule } from '../../../application/perks/perks.module';
import { PROMOTION_VIEW_MODEL, type PromotionViewModel } from '../../../application/perks/promotions-view-model';
import { formatDateWib } from '../../../domain/format';
import { usePageViewModel } from '../../app/page-data';
import { PATHS } from '../../routes/paths';
import { perksMessages as pm, promoMessages as m } from './perks-messages';
import { CopyCodeButton, LoadFailed } from './perks-parts';
import '../../styles/perks.css';

/** id null: the running promotion for new customers. */
export const PromotionView = observer(function PromotionView({ id, notFound = m.notFound }: { id: string | null; notFound?: MessageDescriptor }) {
  // Server-rendered (docs/ssr.md): the promotion is loaded before the render; in the browser after hydration.
  const { vm, preloaded } = usePageViewModel<PromotionViewModel>(PROMOTION_VIEW_MODEL, perksModule, `promo:${id ?? 'new-customer'}`, (model) => model.load(id));
  useEffect(() => {
    if (!preloaded) void vm.load(id);
  }, [vm, id, preloaded]);
  const p = vm.promotion;
  // A promotion's own page is named after it (/promonewcustomer keeps its route's title).
  useItemHead(id !== null && vm.state === 'ready' ? p?.title : null);
  return (
    <section className="perks-page container">
      {vm.state === 'error' && <LoadFailed onRetry={() => void vm.load(id)} testId="promo-load-failed" />}
      {vm.state === 'ended' && <p className="perks-empty" data-testid="promo-ended"><FormattedMessage {...m.ended} /></p>}
      {vm.state === 'not_found' && <p className="perks-empty" data-testid="promo-not-found"><FormattedMessage {...notFound} /></p>}
      {vm.state === 'ready' && p && (
        <article className="perks-card perks-promo-detail" data-testid="promo-detail">
          <img src={p.imageUrl} alt="" width={400} height={400} />
          <div>
            {p.audience === 'new_customer' && <span className="perks-tag"><FormattedMessage {...m.newCustomerBadge} /></span>}
            <h2 className="h4">{p.title}</h2>
            {p.endsAt !== null && <p className="small muted"><FormattedMessage {...m.until} values={{ date: formatDateWib(Date.parse(p.endsAt)) }} /></p>}
            {p.paragraphs.map((text, i) => <p key={i}>{text}</p>)}
            <div className="perks-actions">
              {p.voucherCode && (
                <>
                  <code className="perks-voucher-code" data-testid="promo-code">{p.voucherCode}</code>
                  <CopyCodeButton code={p.voucherCode} />
                </>
              )}
              <Link className="btn btn-primary" to={PATHS.home}><FormattedMessage {...pm.shopNow} /></Link>
            </div>
          </div>
        </article>
      )}
      {vm.state !== 'loading' && <p><Link to={PATHS.promo} className="btn btn-text"><FormattedMessage {...m.others} /></Link></p>}
    </section>
  );
});
