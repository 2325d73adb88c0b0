/**
 * What the page says when it cannot reach the network or is the service worker's saved copy
 * (docs/pwa.md): the notice's text, inside the live region RootShell keeps on every page (always
 * present, so the change is announced), and every price marked (`data-price` elements get the
 * `offline.price.tag` text through `html[data-stale-prices]` and a CSS variable, components.css).
 * Its own chunk, loaded only when the page is offline or a copy (the service worker precaches it);
 * the note beside the disabled actions is OfflineActionNote.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, defineMessage, defineMessages, useIntl } from 'react-intl';
import { useNetworkStatus } from '../app/page-data';

const m = defineMessages({
  offline: { id: 'offline.notice.offline', defaultMessage: 'Anda sedang offline.' },
  prices: { id: 'offline.notice.prices', defaultMessage: 'Harga di halaman ini mungkin sudah berubah, bukan harga terkini.' },
  actions: { id: 'offline.notice.actions', defaultMessage: 'Menambah ke keranjang, checkout dan pembayaran butuh internet.' },
  backOnline: { id: 'offline.notice.backOnline', defaultMessage: 'Anda kembali online. Muat ulang halaman untuk harga terkini.' },
  reload: { id: 'offline.notice.reload', defaultMessage: 'Muat ulang' },
  priceTag: { id: 'offline.price.tag', defaultMessage: 'mungkin berubah' },
});

const savedAt = defineMessage<{ date: string }>({ id: 'offline.notice.savedAt', defaultMessage: 'Halaman ini tersimpan di perangkat pada {date}.' });

/** Shown by RootShell's region while the page is offline or a copy: the notice, and the prices marked. */
const OfflineNotice = observer(function OfflineNotice() {
  const intl = useIntl();
  const { status } = useNetworkStatus();
  const tag = intl.formatMessage(m.priceTag);
  useEffect(() => {
    const html = document.documentElement;
    html.setAttribute('data-stale-prices', '');
    html.style.setProperty('--stale-price-tag', JSON.stringify(`(${tag})`));
    return () => {
      html.removeAttribute('data-stale-prices');
      html.style.removeProperty('--stale-price-tag');
    };
  }, [tag]);
  const date = status.savedAt ? intl.formatDate(status.savedAt, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <p className="offline-notice">
      <strong><FormattedMessage {...(status.offline ? m.offline : m.backOnline)} /></strong>
      {date && <> <FormattedMessage {...savedAt} values={{ date }} /></>}
      {' '}<FormattedMessage {...m.prices} />
      {status.offline
        ? <> <FormattedMessage {...m.actions} /></>
        : <> <button type="button" className="btn btn-outline btn-small" onClick={() => window.location.reload()}><FormattedMessage {...m.reload} /></button></>}
    </p>
  );
});

export default OfflineNotice;
