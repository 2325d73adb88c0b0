/**
 * Home's in-page order flow: a pasted product link is read (ProductApi.scrape) and shown as a
 * preview card under the search box, with a button to the full product page (/product?url=...)
 * where the variant, quantity and cart live. 'Produk tidak tersedia' shows for 2 seconds.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatNumberId, truncate } from '../../../domain/format';
import { HOME_ORDER_VIEW_MODEL, NOT_FOUND_MESSAGE_MS, type HomeOrderViewModel } from '../../../application/home/home-order-view-model';
import { homeOrderModule } from '../../../application/home/home.module';
import { productPath } from '../../../application/search/search-box-view-model';
import { useViewModel } from '../../app/container-context';
import { PlaneLoader } from './PlaneLoader';

const m = defineMessages({
  title: { id: 'home.order.title', defaultMessage: 'Produk dari link Anda' },
  open: { id: 'home.order.open', defaultMessage: 'Pesan produk ini' },
  close: { id: 'home.order.close', defaultMessage: 'Tutup pratinjau' },
  unavailable: { id: 'home.order.unavailable', defaultMessage: 'Produk tidak tersedia' },
  error: { id: 'home.order.error', defaultMessage: 'Produk tidak dapat dibaca saat ini.' },
  retry: { id: 'home.order.retry', defaultMessage: 'Coba lagi' },
});
const mv = {
  moq: defineMessage<{ qty: number }>({ id: 'home.order.moq', defaultMessage: 'Minimal pembelian {qty}' }),
};

interface Props {
  url: string;
  onClose: () => void;
}

const OrderPreview = observer(function OrderPreview({ url, onClose }: Props) {
  const vm = useViewModel<HomeOrderViewModel>(HOME_ORDER_VIEW_MODEL, homeOrderModule);
  const intl = useIntl();
  const preview = vm.preview;
  useEffect(() => {
    void vm.open(url);
  }, [vm, url]);
  useEffect(() => {
    if (preview.kind === 'redirect') window.location.assign(preview.to);
    if (preview.kind !== 'unavailable') return;
    const timer = setTimeout(onClose, NOT_FOUND_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [preview, onClose]);

  if (preview.kind === 'idle' || preview.kind === 'loading' || preview.kind === 'redirect') return <PlaneLoader />;
  if (preview.kind === 'unavailable') return <p className="order-preview-note" role="alert"><FormattedMessage {...m.unavailable} /></p>;
  if (preview.kind === 'error') {
    return (
      <div className="order-preview card" role="alert">
        <p><FormattedMessage {...m.error} /> {preview.message}</p>
        <button type="button" className="btn btn-primary btn-small" onClick={() => void vm.retry()}><FormattedMessage {...m.retry} /></button>
      </div>
    );
  }
  const p = preview.product;
  return (
    <section className="order-preview card" aria-label={intl.formatMessage(m.title)} data-testid="order-preview">
      {p.images[0] && <img src={p.images[0]} alt="" width={96} height={96} />}
      <div className="order-preview-body">
        <h2 className="h5">{truncate(p.name)}</h2>
        <p className="order-preview-price">{`${p.currency} ${formatNumberId(p.price)}`}</p>
        {p.minimumOrderQuantity > 1 && <p className="muted small"><FormattedMessage {...mv.moq} values={{ qty: p.minimumOrderQuantity }} /></p>}
        <div className="actions">
          <Link className="btn btn-primary" to={productPath(url)}><FormattedMessage {...m.open} /></Link>{' '}
          <button type="button" className="btn btn-text" onClick={onClose}><FormattedMessage {...m.close} /></button>
        </div>
      </div>
    </section>
  );
});

export default OrderPreview;
