/** /notification (login required): pending invoices; each goes to /track (spec section 2). */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { NOTIFICATION_VIEW_MODEL, type NotificationViewModel } from '../../application/notification/notification-view-model';
import { notificationModule } from '../../application/notification/notification.module';
import { useViewModel } from '../app/container-context';

const m = defineMessages({
  title: { id: 'notification.title', defaultMessage: 'Notifikasi' },
  loading: { id: 'notification.loading', defaultMessage: 'Memuat notifikasi...' },
  failed: { id: 'notification.failed', defaultMessage: 'Notifikasi tidak dapat dimuat saat ini.' },
  retry: { id: 'notification.retry', defaultMessage: 'Coba lagi' },
  empty: { id: 'notification.empty', defaultMessage: 'Belum ada tagihan yang menunggu pembayaran.' },
  addOrder: { id: 'notification.addOrder', defaultMessage: '+ Tambah Pesanan' },
  pending: { id: 'notification.status.pending', defaultMessage: 'Menunggu Pembayaran' },
  defaultMessage: { id: 'notification.defaultMessage', defaultMessage: 'Hai titipers status sedang menunggu pembayaran' },
});

const NotificationPage = observer(function NotificationPage() {
  const vm = useViewModel<NotificationViewModel>(NOTIFICATION_VIEW_MODEL, notificationModule);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <section className="content-page notification-page">
      <h1 className="h2"><FormattedMessage {...m.title} /></h1>
      {vm.loading && vm.rows.length === 0 && <p className="muted" role="status"><FormattedMessage {...m.loading} /></p>}
      {vm.failed && (
        <p className="form-error" role="alert">
          <FormattedMessage {...m.failed} />{' '}
          <button type="button" className="btn btn-text" onClick={() => void vm.load()}><FormattedMessage {...m.retry} /></button>
        </p>
      )}
      {vm.empty && (
        <div className="empty-state">
          <p><FormattedMessage {...m.empty} /></p>
          <Link className="btn btn-primary" to="/"><FormattedMessage {...m.addOrder} /></Link>
        </div>
      )}
      {vm.rows.length > 0 && (
        <ul className="notification-list">
          {vm.rows.map((row) => (
            <li key={row.code}>
              <Link to={row.href} className="notification-row">
                <time>{row.dateTime}</time>
                <strong>{row.statusText === 'Menunggu Pembayaran' ? <FormattedMessage {...m.pending} /> : row.statusText}</strong>
                <span className="notification-code">{row.code}</span>
                <span>{row.message === 'Hai titipers status sedang menunggu pembayaran' ? <FormattedMessage {...m.defaultMessage} /> : row.message}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

export default NotificationPage;
