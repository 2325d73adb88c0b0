/**
 * /history as marketplaces show it (docs/orders.md "Tabs"): the tabs with their counts (a labelled
 * nav of links: the tab lives in the address, so back/forward and reload keep it), and per order its
 * items, the total paid and the next thing to do ('Bayar Sekarang', 'Pesanan Diterima' with the
 * automatic completion's countdown, 'Beri Nilai').
 */
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { OrderHistoryViewModel } from '../../../application/invoice/order-history-view-model';
import type { OrderSummary } from '../../../application/ports/order-api.port';
import { ORDER_TABS, type OrderTab } from '../../../domain/order';
import { trackPath } from '../../../domain/invoice';
import { formatRupiah } from '../../../domain/format';
import {
  autoCompleteIn, completedAutoOn, completedOn, moreItems, orderListMessages as om, orderTabTexts, paidAdditional, paidCredited, tabCount,
} from './invoice-messages';
import { when } from './invoice-parts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Items shown per order in the list; the rest are counted. */
const ITEMS_SHOWN = 3;

/** The tabs: 'Semua' then each tab with its count (from the server, with every page). */
export const OrderTabs = observer(function OrderTabs({ vm }: { vm: OrderHistoryViewModel }) {
  const intl = useIntl();
  const hrefOf = (tab: OrderTab | null) => {
    const params = new URLSearchParams(vm.paramsOf({ ...vm.query, tab, status: null, page: 1 }));
    const search = params.toString();
    return { search: search ? `?${search}` : '' };
  };
  const active = vm.query.status === null ? vm.query.tab : undefined;
  return (
    <nav className="order-tabs" aria-label={intl.formatMessage(om.tabsLabel)} data-testid="order-tabs">
      <ul>
        <li>
          <Link to={hrefOf(null)} aria-current={active === null ? 'page' : undefined}><FormattedMessage {...om.all} /></Link>
        </li>
        {ORDER_TABS.map((tab) => {
          const count = vm.counts?.[tab];
          return (
            <li key={tab}>
              <Link to={hrefOf(tab)} aria-current={active === tab ? 'page' : undefined} data-testid={`order-tab-${tab}`}>
                <FormattedMessage {...orderTabTexts[tab]} />
                {count !== undefined && count > 0 && (
                  <>
                    <span className="order-tab-count" aria-hidden="true">{count}</span>
                    <span className="visually-hidden"> (<FormattedMessage {...tabCount} values={{ count }} />)</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

/** The order's items (the first few, the rest counted). */
export function OrderItems({ row }: { row: OrderSummary }) {
  const items = row.items ?? [];
  if (items.length === 0) return null;
  const rest = items.length - ITEMS_SHOWN;
  return (
    <ul className="order-items small" data-testid="order-items">
      {items.slice(0, ITEMS_SHOWN).map((item) => (
        <li key={item.cartCode}>
          {item.image ? <img src={item.image} alt="" width={32} height={32} className="order-item-image" /> : <span className="order-item-image" aria-hidden="true" />}
          <span>{item.name} × {item.quantity}</span>
        </li>
      ))}
      {rest > 0 && <li className="muted"><FormattedMessage {...moreItems} values={{ count: rest }} /></li>}
    </ul>
  );
}

/** What the order cost: the amount due while unpaid, else the total paid with what changed it. */
export function OrderMoney({ row }: { row: OrderSummary }) {
  const unpaid = row.nextAction === 'pay' || row.totalPaid === undefined;
  const additional = row.additionalPaid ?? 0;
  const credited = row.credited ?? 0;
  return (
    <div className="order-money" data-testid="order-money">
      <span className="small muted"><FormattedMessage {...(unpaid ? om.totalDue : om.totalPaid)} /></span>
      <strong data-testid="order-total">{formatRupiah(unpaid ? row.total : row.totalPaid ?? row.total)}</strong>
      {!unpaid && additional > 0 && <span className="small muted"><FormattedMessage {...paidAdditional} values={{ amount: formatRupiah(additional) }} /></span>}
      {!unpaid && credited > 0 && <span className="small muted"><FormattedMessage {...paidCredited} values={{ amount: formatRupiah(credited) }} /></span>}
    </div>
  );
}

/** Whole days left before an order completes by itself (never below 0). */
export function daysLeft(autoCompleteAt: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(autoCompleteAt).getTime() - now) / DAY_MS));
}

/** 'Pesanan Diterima', the automatic completion's countdown, and a refusal in words. */
export const ConfirmReceipt = observer(function ConfirmReceipt({ vm, code, autoCompleteAt, days }: {
  vm: OrderHistoryViewModel;
  code: string;
  autoCompleteAt?: string | null;
  /** Days left, when the server counted them (the order's detail). */
  days?: number | null;
}) {
  const state = vm.confirming[code];
  const left = days ?? (autoCompleteAt ? daysLeft(autoCompleteAt) : null);
  return (
    <div className="order-confirm" data-testid="order-confirm">
      <button type="button" className="btn btn-primary btn-small" disabled={state === 'sending'} aria-busy={state === 'sending'} onClick={() => void vm.confirmReceipt(code)}>
        <FormattedMessage {...(state === 'sending' ? om.sending : om.confirm)} />
      </button>
      {left !== null && (
        <span className="small muted" data-testid="auto-complete">
          {left > 0 ? <FormattedMessage {...autoCompleteIn} values={{ days: left }} /> : <FormattedMessage {...om.autoCompleteToday} />}
        </span>
      )}
      {state === 'not_delivered' && <p className="form-error small" role="alert"><FormattedMessage {...om.notDelivered} /></p>}
      {state === 'failed' && <p className="form-error small" role="alert"><FormattedMessage {...om.confirmFailed} /></p>}
    </div>
  );
});

/** The one next thing to do with the order, or when it completed. */
export const NextAction = observer(function NextAction({ vm, row }: { vm: OrderHistoryViewModel; row: OrderSummary }) {
  switch (row.nextAction) {
    case 'pay':
    case 'pay_additional':
      return row.payInvoiceCode ? (
        <Link className="btn btn-primary btn-small" to={trackPath(row.payInvoiceCode)} data-testid="order-pay">
          <FormattedMessage {...(row.nextAction === 'pay' ? om.pay : om.payAdditional)} />
        </Link>
      ) : null;
    case 'confirm_receipt':
      return <ConfirmReceipt vm={vm} code={row.code} autoCompleteAt={row.autoCompleteAt ?? null} days={row.autoCompleteDays ?? null} />;
    case 'rate':
      return (
        <button type="button" className="btn btn-outline btn-small" aria-expanded={vm.isOpen(row.code)} onClick={() => { if (!vm.isOpen(row.code)) void vm.toggle(row.code); }}>
          <FormattedMessage {...om.rate} />
        </button>
      );
    default:
      return row.completedAt ? (
        <span className="small muted">
          <FormattedMessage {...(row.completedBy === 'auto' ? completedAutoOn : completedOn)} values={{ date: when(row.completedAt) }} />
        </span>
      ) : null;
  }
});
