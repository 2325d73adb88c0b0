/**
 * /history (signed in, account layout): the customer's orders by marketplace tab (?tab=, with counts;
 * order-list-parts.tsx), each with its items, total paid and next thing to do; a row opens its shipments,
 * timeline and, once paid, each line's states, photos, weights, settlements and parcels with the
 * line actions. `?order=` shows one order on its own above the list (the notifications link there).
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { ORDER_HISTORY_VIEW_MODEL, type OrderHistoryViewModel } from '../../../application/invoice/order-history-view-model';
import { invoiceModule } from '../../../application/invoice/invoice.module';
import type { OrderSummary } from '../../../application/ports/order-api.port';
import { trackPath } from '../../../domain/invoice';
import { formatRupiah } from '../../../domain/format';
import { useViewModel } from '../../app/container-context';
import { RetryAlert } from '../checkout/RetryAlert';
import { OrderFulfilment } from './fulfilment/OrderFulfilment';
import { HistoryLayout, useHistoryQuery } from './history-parts';
import { invoiceMessages as m, itemCount, orderListMessages as om, orderTitle, shipmentTitle } from './invoice-messages';
import { ConfirmReceipt, NextAction, OrderItems, OrderMoney, OrderTabs } from './order-list-parts';
import { OrdersIntl } from './orders-intl';
import { StatusText, when } from './invoice-parts';
import { LartasAckNote } from './LartasAckNote';
import '../../styles/invoice.css';

const OrderDetailRow = observer(function OrderDetailRow({ vm, row }: { vm: OrderHistoryViewModel; row: Pick<OrderSummary, 'code'> }) {
  const state = vm.opened[row.code];
  if (!state) return null;
  if (state.kind === 'loading') return <p className="muted small" role="status"><FormattedMessage {...m.loading} /></p>;
  if (state.kind === 'not_found') return <p className="form-error small" role="alert" data-testid="order-not-found"><FormattedMessage {...m.orderNotFound} /></p>;
  if (state.kind === 'failed') return <RetryAlert small onRetry={() => void vm.toggle(row.code)}><FormattedMessage {...m.failed} /></RetryAlert>;
  const order = state.order;
  return (
    <div className="order-detail" data-testid="order-detail">
      {/* On its own (?order=, from a notice) the order offers 'Pesanan Diterima' here; in the list, its row does. */}
      {order.canConfirm && vm.focused === row.code && <ConfirmReceipt vm={vm} code={row.code} days={order.autoCompleteDays ?? null} />}
      <LartasAckNote ack={order.lartasAck} />
      {order.shipments.map((s) => (
        <div key={s.shipmentCode || s.key} className="order-shipment">
          <p className="small">
            <strong><FormattedMessage {...shipmentTitle} values={{ code: s.shipmentCode || s.key }} /></strong>{' '}
            · <StatusText kind="order" status={s.status} /> · {s.address.name}{s.courier ? ` · ${s.courier} ${s.service ?? ''}` : ''}
          </p>
          <ul className="small">{s.lines.map((l) => <li key={l.cartDetailCode}>{l.name} × {l.quantity} · {formatRupiah(l.total)}</li>)}</ul>
        </div>
      ))}
      {order.timeline.length > 0 && (
        <>
          <p className="small"><strong><FormattedMessage {...m.timeline} /></strong></p>
          <ol className="timeline small">
            {order.timeline.map((t, i) => <li key={i}><StatusText kind="order" status={t.status} /> · {when(t.at)}</li>)}
          </ol>
        </>
      )}
      {order.fulfilment && (
        <OrderFulfilment
          orderCode={order.code} lines={order.fulfilment.lines} parcels={order.fulfilment.parcels} settlement={order.fulfilment.settlement} actions={vm.actions}
        />
      )}
    </div>
  );
});

/** The order of ?order= on its own, above the list. */
const FocusedOrder = observer(function FocusedOrder({ vm }: { vm: OrderHistoryViewModel }) {
  if (!vm.focused) return null;
  return (
    <section className="card order-card" data-testid="order-focus">
      <h2 className="h4"><FormattedMessage {...orderTitle} values={{ code: vm.focused }} /></h2>
      <OrderDetailRow vm={vm} row={{ code: vm.focused }} />
    </section>
  );
});

const OrderHistoryPage = observer(function OrderHistoryPage() {
  return <OrdersIntl><OrderHistory /></OrdersIntl>;
});

const OrderHistory = observer(function OrderHistory() {
  const vm = useViewModel<OrderHistoryViewModel>(ORDER_HISTORY_VIEW_MODEL, invoiceModule);
  const change = useHistoryQuery(vm);
  const [search] = useSearchParams();
  const focus = search.get('order');
  useEffect(() => {
    void vm.focus(focus);
  }, [vm, focus]);
  return (
    <HistoryLayout
      vm={vm} className="order-history" title={m.ordersTitle} filters={<OrderTabs vm={vm} />} empty={vm.filtered ? om.tabEmpty : m.emptyOrders} emptyTestId="orders-empty"
      offerOrder={!vm.filtered}
      onPage={(page) => change({ page })}
    >
      <FocusedOrder vm={vm} />
      <ul className="order-list">
        {vm.rows.filter((row) => row.code !== vm.focused).map((row) => (
          <li key={row.code} className="card order-card" data-testid="order-row">
            <div className="order-card-head">
              {row.firstItem?.image ? <img src={row.firstItem.image} alt="" width={56} height={56} className="order-card-image" /> : <span className="order-card-image" aria-hidden="true" />}
              <div className="order-card-body">
                <p><strong>{row.code}</strong> · <StatusText kind="order" status={row.status} label={row.statusLabel} /></p>
                <p className="muted small">
                  {when(row.createdAt)} · <FormattedMessage {...itemCount} values={{ count: row.itemCount }} />
                  {!row.items && row.firstItem && <> · {row.firstItem.name}</>}
                </p>
                <OrderItems row={row} />
              </div>
              <div className="order-card-side">
                {row.totalPaid === undefined ? <strong>{formatRupiah(row.total)}</strong> : <OrderMoney row={row} />}
                <NextAction vm={vm} row={row} />
                <div className="history-actions small">
                  <button type="button" className="btn btn-text btn-small" aria-expanded={vm.isOpen(row.code)} onClick={() => void vm.toggle(row.code)}>
                    <FormattedMessage {...(vm.isOpen(row.code) ? m.hideDetail : m.showDetail)} />
                  </button>
                  {row.invoiceCode && <Link to={trackPath(row.invoiceCode)}><FormattedMessage {...m.track} /></Link>}
                </div>
              </div>
            </div>
            <OrderDetailRow vm={vm} row={row} />
          </li>
        ))}
      </ul>
    </HistoryLayout>
  );
});

export default OrderHistoryPage;
