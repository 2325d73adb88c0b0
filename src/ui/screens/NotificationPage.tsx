/**
 * /notification (login required): pending invoices, each going to /track (spec section 2); then the
 * customer's notifications after payment (docs/api/ops.md), each going to what it is about (the
 * order on /history, the additional invoice on /track, the tickets) and read once followed.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { NOTIFICATION_VIEW_MODEL, notificationHref, type NotificationViewModel } from '../../application/notification/notification-view-model';
import { notificationModule } from '../../application/notification/notification.module';
import type { CustomerNotification } from '../../application/ports/customer-notification-api.port';
import { HEADER_VIEW_MODEL, type HeaderViewModel } from '../../application/shell/header-view-model';
import { formatDateTimeWib } from '../../domain/format';
import { useService, useViewModel } from '../app/container-context';
import { Pager } from './invoice/invoice-parts';
import '../styles/aftercare.css';
import { FOCUS_SEARCH_STATE } from '../../application/search/search-focus';

const m = defineMessages({
  title: { id: 'notification.title', defaultMessage: 'Notifikasi' },
  loading: { id: 'notification.loading', defaultMessage: 'Memuat notifikasi...' },
  failed: { id: 'notification.failed', defaultMessage: 'Notifikasi tidak dapat dimuat saat ini.' },
  retry: { id: 'notification.retry', defaultMessage: 'Coba lagi' },
  empty: { id: 'notification.empty', defaultMessage: 'Belum ada tagihan yang menunggu pembayaran.' },
  addOrder: { id: 'notification.addOrder', defaultMessage: '+ Tambah Pesanan' },
  pending: { id: 'notification.status.pending', defaultMessage: 'Menunggu Pembayaran' },
  defaultMessage: { id: 'notification.defaultMessage', defaultMessage: 'Hai titipers status sedang menunggu pembayaran' },
  updates: { id: 'notification.updates', defaultMessage: 'Kabar pesanan' },
  markAll: { id: 'notification.markAll', defaultMessage: 'Tandai semua dibaca' },
  unread: { id: 'notification.unread', defaultMessage: 'Belum dibaca' },
  updatesFailed: { id: 'notification.updatesFailed', defaultMessage: 'Kabar pesanan tidak dapat dimuat saat ini.' },
});

const dateOf = (iso: string): string => {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? formatDateTimeWib(t) : iso;
};

const CustomerNotifications = observer(function CustomerNotifications({ vm }: { vm: NotificationViewModel }) {
  const header = useService<HeaderViewModel>(HEADER_VIEW_MODEL);
  const follow = (n: CustomerNotification) => {
    void vm.markRead(n.id).then(() => header.refresh());
  };
  if (vm.notifications.length === 0 && !vm.notificationsFailed) return null;
  return (
    <section className="notification-updates" data-testid="customer-notifications">
      <div className="notification-head">
        <h2 className="h4"><FormattedMessage {...m.updates} /></h2>
        {vm.unread > 0 && (
          <button type="button" className="btn btn-text" data-testid="notifications-mark-all" onClick={() => void vm.markAllRead().then(() => header.refresh())}>
            <FormattedMessage {...m.markAll} />
          </button>
        )}
      </div>
      {vm.notificationsFailed && <p className="form-error small" role="alert"><FormattedMessage {...m.updatesFailed} /></p>}
      <ul className="notification-list customer-notifications">
        {vm.notifications.map((n) => {
          const href = notificationHref(n);
          const body = (
            <>
              <time dateTime={n.createdAt}>{dateOf(n.createdAt)}</time>
              <strong>{n.title}</strong>
              {!n.read && <span className="badge-text small"> · <FormattedMessage {...m.unread} /></span>}
              <span>{n.body}</span>
            </>
          );
          return (
            <li key={n.id} data-testid="customer-notification" data-kind={n.kind} data-read={n.read} className={n.read ? undefined : 'notification-unread'}>
              {href ? <Link to={href} className="notification-row" onClick={() => follow(n)}>{body}</Link> : <div className="notification-row">{body}</div>}
            </li>
          );
        })}
      </ul>
      <Pager page={vm.page} count={vm.pageCount} onPage={(page) => void vm.load(page)} />
    </section>
  );
});

const NotificationPage = observer(function NotificationPage() {
  const vm = useViewModel<NotificationViewModel>(NOTIFICATION_VIEW_MODEL, notificationModule);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <section className="content-page notification-page">
      <h1 className="h2"><FormattedMessage {...m.title} /></h1>
      {vm.loading && vm.rows.length === 0 && vm.notifications.length === 0 && <p className="muted" role="status"><FormattedMessage {...m.loading} /></p>}
      {vm.failed && (
        <p className="form-error" role="alert">
          <FormattedMessage {...m.failed} />{' '}
          <button type="button" className="btn btn-text" onClick={() => void vm.load()}><FormattedMessage {...m.retry} /></button>
        </p>
      )}
      {vm.empty && (
        <div className="empty-state">
          <p><FormattedMessage {...m.empty} /></p>
          <Link className="btn btn-primary" to="/" state={FOCUS_SEARCH_STATE}><FormattedMessage {...m.addOrder} /></Link>
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
      <CustomerNotifications vm={vm} />
    </section>
  );
});

export default NotificationPage;
