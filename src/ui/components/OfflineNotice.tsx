/**
 * What the page says when it cannot reach the network or is the service worker's saved copy
 * (docs/pwa.md): a notice at the top (a polite live region, always present so the change is
 * announced), every price marked (`data-price` elements get the `offline.price.tag` text through
 * `html[data-stale-prices]` and a CSS variable, components.css), and a note beside the actions that
 * need the network, which are disabled (OfflineActionNote).
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, defineMessage, defineMessages, useIntl } from 'react-intl';
import { useNetworkStatus, useOffline } from '../app/network';

const m = defineMessages({
  offline: { id: 'offline.notice.offline', defaultMessage: 'Anda sedang offline.' },
  prices: { id: 'offline.notice.prices', defaultMessage: 'Harga di halaman ini mungkin sudah berubah, bukan harga terkini.' },
  actions: { id: 'offline.notice.actions', defaultMessage: 'Menambah ke keranjang, checkout dan pembayaran butuh internet.' },
  backOnline: { id: 'offline.notice.backOnline', defaultMessage: 'Anda kembali online. Muat ulang halaman untuk harga terkini.' },
  reload: { id: 'offline.notice.reload', defaultMessage: 'Muat ulang' },
  priceTag: { id: 'offline.price.tag', defaultMessage: 'mungkin berubah' },
  action: { id: 'offline.action', defaultMessage: 'Tidak bisa sekarang: Anda sedang offline. Sambungkan ke internet untuk melanjutkan.' },
});

const savedAt = defineMessage<{ date: string }>({ id: 'offline.notice.savedAt', defaultMessage: 'Halaman ini tersimpan di perangkat pada {date}.' });

export const OfflineNotice = observer(function OfflineNotice() {
  const intl = useIntl();
  const { status, hydrated } = useNetworkStatus();
  const stale = hydrated && status.stale;
  const tag = intl.formatMessage(m.priceTag);
  useEffect(() => {
    const html = document.documentElement;
    if (stale) {
      html.setAttribute('data-stale-prices', '');
      html.style.setProperty('--stale-price-tag', JSON.stringify(`(${tag})`));
    } else {
      html.removeAttribute('data-stale-prices');
      html.style.removeProperty('--stale-price-tag');
    }
  }, [stale, tag]);
  const date = status.savedAt ? intl.formatDate(status.savedAt, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <div role="status" className={stale ? 'offline-notice' : undefined} data-testid="offline-notice">
      {stale && (
        <p>
          {status.offline ? <strong><FormattedMessage {...m.offline} /></strong> : <strong><FormattedMessage {...m.backOnline} /></strong>}
          {date && <> <FormattedMessage {...savedAt} values={{ date }} /></>}
          {' '}<FormattedMessage {...m.prices} />
          {status.offline && <> <FormattedMessage {...m.actions} /></>}
          {!status.offline && <> <button type="button" className="btn btn-outline btn-small" onClick={() => window.location.reload()}><FormattedMessage {...m.reload} /></button></>}
        </p>
      )}
    </div>
  );
});

/** The note beside actions that need the network, while offline (they are disabled); `id` for aria-describedby. */
export const OfflineActionNote = observer(function OfflineActionNote({ id }: { id: string }) {
  const offline = useOffline();
  if (!offline) return null;
  return <p id={id} className="offline-action-note small" data-testid="offline-action-note"><FormattedMessage {...m.action} /></p>;
});
