/**
 * An order after payment, as its owner sees it on /history and /track (docs/api/ops.md 'The
 * customer's side'): the settlement (what went back to the wallet, the additional invoices with a
 * link to pay them on /track), each line (LineCard), the parcels with their carriers and tracking
 * numbers, and the confirmation of a line action. Anyone else tracking the order gets
 * `TrackedLines`: each line's state and dates only.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { LineActions } from '../../../../application/fulfilment/line-actions';
import { hasSettlement, linesOfParcel, settlementOfLines } from '../../../../application/fulfilment/line-view';
import type { CustomerLine, OrderSettlement, Parcel } from '../../../../application/ports/fulfilment-api.port';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../../../application/session/session-view-model';
import { HEADER_VIEW_MODEL, type HeaderViewModel } from '../../../../application/shell/header-view-model';
import { trackPath } from '../../../../domain/invoice';
import { formatRupiah } from '../../../../domain/format';
import { useService } from '../../../app/container-context';
import { Modal } from '../../../components/Modal';
import { StatusText } from '../invoice-parts';
import {
  additionalText, choiceTexts, confirmChoice, creditedTotal, fulfilmentMessages as m, heldReason, parcelTitle, trackOnCourier,
} from './fulfilment-messages';
import { LineCard } from './LineCard';
import { WithOrdersIntl } from '../orders-intl';
import { LineStateBadge, LineTimeline } from './LineTimeline';
import '../../../styles/aftercare.css';

function SettlementSummary({ settlement }: { settlement: OrderSettlement }) {
  if (!hasSettlement(settlement)) return null;
  return (
    <div className="order-settlement" data-testid="order-settlement">
      <p className="small"><strong><FormattedMessage {...m.settlementTitle} /></strong></p>
      {settlement.credited > 0 && (
        <p className="small" data-testid="settlement-credit"><FormattedMessage {...creditedTotal} values={{ amount: formatRupiah(settlement.credited) }} /></p>
      )}
      {settlement.invoices.length > 0 && (
        <ul className="small">
          {settlement.invoices.map((i) => (
            <li key={i.invoiceCode} data-testid="additional-invoice" data-status={i.status}>
              <FormattedMessage {...additionalText} values={{ code: i.invoiceCode, amount: formatRupiah(i.total) }} />
              {' · '}<StatusText kind="invoice" status={i.status} />
              {i.status === 'pending' && (
                <> · <Link to={trackPath(i.invoiceCode)} data-testid="additional-invoice-link"><FormattedMessage {...m.payAdditional} /></Link></>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ParcelBlock({ parcel, lines }: { parcel: Parcel; lines: readonly CustomerLine[] }) {
  const carried = linesOfParcel(parcel, lines);
  return (
    <li className="parcel" data-testid="parcel" data-state={parcel.state}>
      <p>
        <strong><FormattedMessage {...parcelTitle} values={{ code: parcel.parcelCode }} /></strong>{' '}
        <LineStateBadge state={parcel.state} label={parcel.stateLabel} />
      </p>
      {carried.length > 0 && <p className="small muted">{carried.map((l) => l.name).join(', ')}</p>}
      <dl className="line-facts small">
        {parcel.carrier && (
          <>
            <dt><FormattedMessage {...m.carrier} /></dt>
            <dd data-testid="parcel-carrier">{parcel.carrier} · <FormattedMessage {...m.trackingNumber} /> <strong data-testid="parcel-tracking">{parcel.trackingNumber}</strong></dd>
          </>
        )}
        {parcel.domesticCourier && (
          <>
            <dt><FormattedMessage {...m.domesticCourier} /></dt>
            <dd data-testid="parcel-domestic">
              {parcel.domesticCourier} · <FormattedMessage {...m.trackingNumber} /> <strong>{parcel.domesticTrackingNumber}</strong>
              {/* The courier's public tracking page (docs/orders.md "Courier tracking"), in a new tab. */}
              {parcel.domesticTrackingUrl && (
                <WithOrdersIntl>
                  {' · '}
                  <a href={parcel.domesticTrackingUrl} target="_blank" rel="noopener noreferrer" data-testid="parcel-domestic-link">
                    <FormattedMessage {...trackOnCourier} values={{ courier: parcel.domesticCourier }} />
                    <span className="visually-hidden"> <FormattedMessage {...m.newTab} /></span>
                  </a>
                </WithOrdersIntl>
              )}
            </dd>
          </>
        )}
      </dl>
      {parcel.customsHoldReason && <p className="small form-error"><FormattedMessage {...heldReason} values={{ reason: parcel.customsHoldReason }} /></p>}
      <LineTimeline entries={parcel.timeline} testId="parcel-timeline" />
    </li>
  );
}

const ConfirmDialog = observer(function ConfirmDialog({ actions, lines }: { actions: LineActions; lines: readonly CustomerLine[] }) {
  const intl = useIntl();
  const prompt = actions.prompt;
  const line = prompt ? lines.find((l) => l.lineId === prompt.lineId) : undefined;
  const title = intl.formatMessage(prompt?.kind === 'cancel' ? m.cancelTitle : m.decisionConfirm);
  return (
    <Modal open={prompt !== null && line !== undefined} title={title} onClose={actions.dismiss}>
      {prompt && line && (
        <div className="line-confirm" data-testid="line-confirm">
          <h2 className="h4">{title}</h2>
          <p>
            {prompt.kind === 'cancel'
              ? <FormattedMessage {...m.cancelText} />
              : <FormattedMessage {...confirmChoice} values={{ choice: intl.formatMessage(choiceTexts[prompt.choice]), name: line.name }} />}
          </p>
          {actions.errorOf(line.lineId) === 'failed' && <p className="form-error small" role="alert"><FormattedMessage {...m.failed} /></p>}
          <div className="line-confirm-actions">
            <button type="button" className="btn btn-primary" data-testid="line-confirm-yes" disabled={actions.busy} onClick={() => void actions.confirm()}>
              <FormattedMessage {...(actions.busy ? m.sending : m.confirm)} />
            </button>
            <button type="button" className="btn btn-outline" onClick={actions.dismiss} disabled={actions.busy}><FormattedMessage {...m.back} /></button>
          </div>
        </div>
      )}
    </Modal>
  );
});

export const OrderFulfilment = observer(function OrderFulfilment({ orderCode, lines, parcels, settlement, actions }: {
  orderCode: string;
  lines: readonly CustomerLine[];
  parcels: readonly Parcel[];
  /** The order's; derived from the lines when the answer has none (the owner's tracking). */
  settlement?: OrderSettlement;
  actions: LineActions;
}) {
  const session = useService<SessionViewModel>(SESSION_VIEW_MODEL);
  const header = useService<HeaderViewModel>(HEADER_VIEW_MODEL);
  const done = actions.done;
  useEffect(() => {
    // Money went back to the wallet: the account's balance and the bell follow.
    if (done) {
      void session.refreshProfile();
      void header.refresh();
    }
  }, [done, session, header]);
  return (
    <div className="order-fulfilment" data-testid="order-fulfilment">
      <SettlementSummary settlement={settlement ?? settlementOfLines(lines)} />
      <p className="small"><strong><FormattedMessage {...m.linesTitle} /></strong></p>
      <ul className="fulfilment-lines">
        {lines.map((l) => <LineCard key={l.lineId} line={l} orderCode={orderCode} actions={actions} />)}
      </ul>
      {parcels.length > 0 && (
        <>
          <p className="small"><strong><FormattedMessage {...m.parcels} /></strong></p>
          <ul className="parcels">{parcels.map((p) => <ParcelBlock key={p.parcelCode} parcel={p} lines={lines} />)}</ul>
        </>
      )}
      <ConfirmDialog actions={actions} lines={lines} />
    </div>
  );
});
