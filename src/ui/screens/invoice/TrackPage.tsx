/**
 * /track (public): an invoice or order number (?nomor=) -> the status timeline of the invoice's
 * orders and shipments. Anyone sees statuses and dates; the signed-in owner also sees names,
 * addresses, phones and lines, the amounts and the payment state.
 */
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { invoiceModule } from '../../../application/invoice/invoice.module';
import { TRACK_VIEW_MODEL, type TrackViewModel } from '../../../application/invoice/track-view-model';
import type { TimelineEntry, TrackedShipment } from '../../../application/ports/order-api.port';
import { formatRupiah } from '../../../domain/format';
import { HEADER_VIEW_MODEL, type HeaderViewModel } from '../../../application/shell/header-view-model';
import { useService } from '../../app/container-context';
import { usePageViewModel } from '../../app/page-data';
import { preloadable } from '../../app/preloadable';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration';
import { RetryAlert } from '../checkout/RetryAlert';
import {
  invoiceCodeOf, invoiceMessages as m, invoiceTypeTexts, itemCount, orderTitle, shipmentTitle, trackNotFound,
} from './invoice-messages';
import { autoCompleteIn, orderListMessages as om } from './invoice-messages';
import { WithOrdersIntl } from './orders-intl';
import { TrackedLines } from './fulfilment/TrackedLines';
import { PaymentPanel, StatusText, when } from './invoice-parts';
import { PATHS } from '../../routes/paths';
import '../../styles/invoice.css';

// The owner's parts, in a chunk of their own (TrackOwnerParts.tsx): loaded once the answer says the
// visitor owns the invoice, never for a visitor's /track (nor in the server's render, which is anonymous).
const ownerParts = () => import('./TrackOwnerParts');
type Parts = typeof import('./TrackOwnerParts');
const { Component: PayPanel, preload: preloadOwnerParts } = preloadable<ComponentProps<Parts['PayPanel']>>(() => ownerParts().then((p) => ({ default: p.PayPanel })));
const { Component: LartasAckNote } = preloadable<ComponentProps<Parts['LartasAckNote']>>(() => ownerParts().then((p) => ({ default: p.LartasAckNote })));
const { Component: OrderFulfilment } = preloadable<ComponentProps<Parts['OrderFulfilment']>>(() => ownerParts().then((p) => ({ default: p.OrderFulfilment })));
const { Component: OwnerAmounts } = preloadable<ComponentProps<Parts['OwnerAmounts']>>(() => ownerParts().then((p) => ({ default: p.OwnerAmounts })));

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ol className="timeline small" data-testid="timeline">
      {entries.map((t, i) => (
        <li key={i}><StatusText kind="order" status={t.status} /> · <time dateTime={t.at}>{when(t.at)}</time></li>
      ))}
    </ol>
  );
}

function ShipmentBlock({ shipment }: { shipment: TrackedShipment }) {
  return (
    <li className="track-shipment" data-testid="track-shipment">
      <p>
        <strong><FormattedMessage {...shipmentTitle} values={{ code: shipment.shipmentCode }} /></strong>{' '}
        · <StatusText kind="order" status={shipment.status} /> · <FormattedMessage {...itemCount} values={{ count: shipment.itemCount }} />
      </p>
      {shipment.recipient && (
        <p className="small" data-testid="track-recipient">
          <strong>{shipment.recipient.name}</strong>{shipment.recipient.phoneNumber && <> · {shipment.recipient.phoneNumber}</>}
          <br />{shipment.recipient.address}
        </p>
      )}
      {shipment.lines.length > 0 && (
        <ul className="small track-lines">
          {shipment.lines.map((l) => <li key={l.cartDetailCode}>{l.name} × {l.quantity} · {formatRupiah(l.total)}</li>)}
        </ul>
      )}
      <Timeline entries={shipment.timeline} />
    </li>
  );
}

export const TrackResult = observer(function TrackResult({ vm }: { vm: TrackViewModel }) {
  const r = vm.result;
  if (!r) return null;
  return (
    <div className="track-result" data-testid="track-result">
      <section className="card track-invoice">
        <h2 className="h4"><FormattedMessage {...invoiceCodeOf} values={{ code: r.invoiceCode }} /></h2>
        <p className="small">
          <FormattedMessage {...invoiceTypeTexts[r.invoiceType]} /> · {when(r.createdAt)} · <strong><StatusText kind="invoice" status={vm.status ?? r.status} /></strong>
        </p>
        {vm.paymentState && <PaymentPanel state={vm.paymentState} dueDate={r.dueDate} instructions={null} />}
        {vm.detail && <Suspense fallback={null}><PayPanel payment={vm.payment} /></Suspense>}
        {vm.owner && <p className="small"><Link to={`/print-invoice/${encodeURIComponent(r.invoiceCode)}`}><FormattedMessage {...m.print} /></Link></p>}
        {r.invoiceType === 'course' && (vm.status ?? r.status) === 'paid' && (
          <p><Link className="btn btn-primary" to={PATHS.myCourses} data-testid="track-open-courses"><FormattedMessage {...m.openMyCourses} /></Link></p>
        )}
      </section>
      {r.orders.map((o) => (
        <section key={o.orderCode} className="card track-order" data-testid="track-order">
          <h3 className="h5"><FormattedMessage {...orderTitle} values={{ code: o.orderCode }} /> · <StatusText kind="order" status={o.status} /></h3>
          <p className="small"><strong><FormattedMessage {...m.timeline} /></strong></p>
          <Timeline entries={o.timeline} />
          {vm.detail && <Suspense fallback={null}><LartasAckNote ack={vm.detail.orders.find((d) => d.orderCode === o.orderCode)?.lartasAck} /></Suspense>}
          <ul className="track-shipments">
            {o.shipments.map((s, i) => <ShipmentBlock key={s.shipmentCode || i} shipment={s} />)}
          </ul>
          {/* The owner's delivered order: 'Pesanan Diterima' is on the order's page (docs/orders.md "Completion"). */}
          {vm.owner && o.canConfirm && (
            <WithOrdersIntl>
              <p className="track-confirm small" data-testid="track-confirm">
                <Link className="btn btn-primary btn-small" to={`/history?order=${encodeURIComponent(o.orderCode)}`}><FormattedMessage {...om.confirmOnOrder} /></Link>
                {typeof o.autoCompleteDays === 'number' && o.autoCompleteDays > 0 && <> <FormattedMessage {...autoCompleteIn} values={{ days: o.autoCompleteDays }} /></>}
              </p>
            </WithOrdersIntl>
          )}
          {o.fulfilment
            ? <Suspense fallback={<TrackedLines lines={o.lines} />}><OrderFulfilment orderCode={o.orderCode} lines={o.fulfilment.lines} parcels={o.fulfilment.parcels} actions={vm.actions} /></Suspense>
            : <TrackedLines lines={o.lines} />}
        </section>
      ))}
      {vm.detail && (
        <section className="card track-amounts">
          <h3 className="h5"><FormattedMessage {...m.amounts} /></h3>
          <Suspense fallback={null}><OwnerAmounts detail={vm.detail} /></Suspense>
        </section>
      )}
      {!vm.owner && <p className="muted small" data-testid="track-anonymous"><FormattedMessage {...m.trackSignIn} /></p>}
    </div>
  );
});

const TrackPage = observer(function TrackPage() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const nomor = search.get('nomor');
  // Server-rendered with the tracking of ?nomor= (docs/ssr.md): a visitor's statuses and dates; the
  // owner's details come in the browser, which renders a signed-in session itself.
  const { vm, preloaded } = usePageViewModel<TrackViewModel>(TRACK_VIEW_MODEL, invoiceModule, `track:${nomor ?? ''}`, (model) => model.show(nomor));
  const header = useService<HeaderViewModel>(HEADER_VIEW_MODEL);
  const typed = useTypedBeforeHydration(vm.input, vm.setInput);
  useEffect(() => {
    if (!preloaded) void vm.show(nomor);
  }, [vm, nomor, preloaded]);
  const owner = vm.owner;
  useEffect(() => {
    // The owner's details come next (a second call): their parts load meanwhile.
    if (owner) void preloadOwnerParts().catch(() => undefined);
  }, [owner]);
  const paidHere = vm.payment.paidHere;
  useEffect(() => {
    // Paid while on this page: the bell no longer counts the invoice.
    if (paidHere) void header.refresh();
  }, [paidHere, header]);
  return (
    <div className="track-page">
      <h1 className="h2"><FormattedMessage {...m.trackTitle} /></h1>
      <form
        className="track-form"
        onSubmit={(e) => {
          e.preventDefault();
          const code = vm.submit();
          if (code === null) return;
          if (code === nomor) void vm.reload();
          else setSearch({ nomor: code });
        }}
      >
        <label htmlFor="track-number" className="visually-hidden"><FormattedMessage {...m.trackLabel} /></label>
        <div className="input-with-button">
          <input
            ref={typed} id="track-number" type="search" value={vm.input} onChange={(e) => vm.setInput(e.target.value)} placeholder={intl.formatMessage(m.trackLabel)}
            aria-invalid={vm.inputMissing || undefined} aria-describedby={vm.inputMissing ? 'track-number-error' : 'track-number-hint'}
          />
          <button type="submit" className="btn btn-primary"><FormattedMessage {...m.track} /></button>
        </div>
        {vm.inputMissing
          ? <p id="track-number-error" className="field-error" role="alert"><FormattedMessage {...m.trackRequired} /></p>
          : <p id="track-number-hint" className="muted small"><FormattedMessage {...m.trackHint} /></p>}
      </form>
      {vm.loading && <p className="muted" role="status"><FormattedMessage {...m.loading} /></p>}
      {vm.notFound && vm.code && <p className="form-error" role="alert" data-testid="track-not-found"><FormattedMessage {...trackNotFound} values={{ code: vm.code }} /></p>}
      {vm.failed && <RetryAlert onRetry={() => void vm.reload()}><FormattedMessage {...m.failed} /></RetryAlert>}
      <TrackResult vm={vm} />
    </div>
  );
});

export default TrackPage;
