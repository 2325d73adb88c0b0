/**
 * /favorites (signed in, account layout; docs/perks.md): the customer's favorite products a page at a
 * time (20), each linking to its product page, with 'Hapus' ('Successfully deleted from favorites' /
 * 'Failed to delete from favorites'); an empty state with a link to find products.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FAVORITES_VIEW_MODEL, type FavoritesViewModel } from '../../../application/perks/favorites-view-model';
import { perksModule } from '../../../application/perks/perks.module';
import { productPath } from '../../../application/search/search-box-view-model';
import { formatRupiah } from '../../../domain/format';
import { useViewModel } from '../../app/container-context';
import { notify } from '../../lib/toast';
import { PATHS } from '../../routes/paths';
import { PerksIntl } from './perks-intl';
import { favoriteMessages as m } from './perks-messages';
import { LoadFailed } from './perks-parts';
import '../../styles/perks.css';

const Favorites = observer(function Favorites() {
  const vm = useViewModel<FavoritesViewModel>(FAVORITES_VIEW_MODEL, perksModule);
  const intl = useIntl();
  useEffect(() => {
    void vm.load(1);
  }, [vm]);
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const remove = async (id: string) => {
    const ok = (await vm.remove(id)) === 'deleted';
    const text = intl.formatMessage(ok ? m.removed : m.removeFailed);
    setFeedback({ ok, text });
    if (ok) notify.success(text);
    else notify.error(text);
  };
  return (
    <section className="perks-page">
      <h1><FormattedMessage {...m.title} /></h1>
      {vm.loadError !== null && <LoadFailed onRetry={() => void vm.load()} testId="favorites-load-failed" />}
      {vm.empty && (
        <div className="perks-empty" data-testid="favorites-empty">
          <p><FormattedMessage {...m.empty} /></p>
          <Link className="btn btn-primary" to={PATHS.home}><FormattedMessage {...m.emptyAction} /></Link>
        </div>
      )}
      {feedback && <p className={feedback.ok ? 'small' : 'form-error'} role="status" data-testid="favorites-feedback">{feedback.text}</p>}
      {vm.total > 0 && <p className="muted small" data-testid="favorites-total"><FormattedMessage {...m.total} values={{ total: vm.total }} /></p>}
      <ul className="perks-list">
        {vm.items.map((f) => {
          const title = f.title ?? intl.formatMessage(m.gone);
          return (
            <li key={f.id} className="perks-card perks-favorite" data-testid="favorite">
              {f.imageUrl ? <img src={f.imageUrl} alt="" width={72} height={72} loading="lazy" /> : <span className="perks-favorite-blank" />}
              <div className="perks-favorite-body">
                {f.url ? <Link to={productPath(f.url)} data-testid="favorite-link">{title}</Link> : <span>{title}</span>}
                {f.price !== null && <p className="small">{formatRupiah(f.price)}</p>}
              </div>
              <button
                type="button" className="btn btn-small btn-text" disabled={vm.removingId !== null}
                aria-label={intl.formatMessage(m.removeLabel, { title })} onClick={() => void remove(f.id)}
              >
                <FormattedMessage {...m.remove} />
              </button>
            </li>
          );
        })}
      </ul>
      {vm.lastPage > 1 && (
        <nav className="perks-pager" aria-label={intl.formatMessage(m.pageOf, { page: vm.page, last: vm.lastPage })}>
          <button type="button" className="btn btn-small" disabled={vm.page <= 1 || vm.loading} onClick={() => void vm.load(vm.page - 1)}>
            <FormattedMessage {...m.previous} />
          </button>
          <span className="small"><FormattedMessage {...m.pageOf} values={{ page: vm.page, last: vm.lastPage }} /></span>
          <button type="button" className="btn btn-small" disabled={vm.page >= vm.lastPage || vm.loading} onClick={() => void vm.load(vm.page + 1)}>
            <FormattedMessage {...m.next} />
          </button>
        </nav>
      )}
    </section>
  );
});

export default function FavoritesPage() {
  return <PerksIntl><Favorites /></PerksIntl>;
}
