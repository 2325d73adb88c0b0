/**
 * One of the owner's lines after payment: its state and timeline (WIB), the purchase, the measured
 * weight against the estimate, the storage countdown, the QC photos, the problem with the decision
 * prompt, the cancel (paid lines), the settlements, and the rating once delivered.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { LineActions } from '../../../../application/fulfilment/line-actions';
import { compareWeight } from '../../../../application/fulfilment/line-view';
import type { CustomerLine } from '../../../../application/ports/fulfilment-api.port';
import { trackPath } from '../../../../domain/invoice';
import { formatIntegerId, formatNumberId, formatRupiah } from '../../../../domain/format';
import { Stars } from '../../rating/Stars';
import { when } from '../invoice-parts';
import {
  additionalText, cancelledText, choiceHints, choiceTexts, creditText, fulfilmentMessages as m, gramsText, heavierText, lighterText,
  partialPurchaseText, problemReason, purchaseText, refundedText, settlementKindTexts, storageEnded, storageLeft,
} from './fulfilment-messages';
import { LineStateBadge, LineTimeline } from './LineTimeline';
import { PhotoViewer } from './PhotoViewer';
import { SettlementDetails } from '../SettlementExplained';

// The rating form (its view-model and the aftercare feature) loads when the customer opens it.
const RatingForm = lazy(() => import('../../rating/RatingForm'));

function Weight({ line }: { line: CustomerLine }) {
  const intl = useIntl();
  const w = compareWeight(line.weight);
  const grams = (n: number) => intl.formatMessage(gramsText, { grams: formatIntegerId(n) });
  return (
    <>
    <p className="small"><strong><FormattedMessage {...m.weight} /></strong></p>
    <dl className="line-facts small" data-testid="line-weight">
      <dt><FormattedMessage {...m.estimated} /></dt>
      <dd data-testid="weight-estimated">{grams(w.estimatedGrams)}</dd>
      <dt><FormattedMessage {...m.measured} /></dt>
      <dd data-testid="weight-measured">
        {w.measuredGrams === null ? <FormattedMessage {...m.notMeasured} /> : grams(w.measuredGrams)}
        {w.differenceGrams !== null && w.differenceGrams !== 0 && (
          <span className={`weight-difference weight-${w.direction ?? ''}`} data-testid="weight-difference">
            {' '}({intl.formatMessage(w.differenceGrams < 0 ? lighterText : heavierText, { grams: formatIntegerId(Math.abs(w.differenceGrams)) })})
          </span>
        )}
      </dd>
    </dl>
    </>
  );
}

function Settlements({ line }: { line: CustomerLine }) {
  const shown = line.settlements.filter((s) => s.outcome !== 'none');
  if (shown.length === 0) return null;
  return (
    <ul className="line-settlements small">
      {shown.map((s) => {
        const kind = settlementKindTexts[s.kind];
        return (
          <li key={s.id} data-testid="line-settlement" data-outcome={s.outcome}>
            {kind ? <FormattedMessage {...kind} /> : s.kind}{': '}
            {s.outcome === 'credit'
              ? <FormattedMessage {...creditText} values={{ amount: formatRupiah(s.amount) }} />
              : <>
                  <FormattedMessage {...additionalText} values={{ amount: formatRupiah(s.amount), code: s.invoiceCode ?? '' }} />
                  {s.invoiceStatus === 'paid'
                    ? <> · <FormattedMessage {...m.settlementPaid} /></>
                    : s.invoiceCode && <> · <Link to={trackPath(s.invoiceCode)}><FormattedMessage {...m.payAdditional} /></Link></>}
                </>}
            {s.explanation && <SettlementDetails explanation={s.explanation} />}
          </li>
        );
      })}
    </ul>
  );
}

const DecisionPrompt = observer(function DecisionPrompt({ line, actions }: { line: CustomerLine; actions: LineActions }) {
  if (!line.problem) return null;
  const headingId = `decision-${line.lineId}`;
  return (
    <div className="decision-prompt" role="group" aria-labelledby={headingId} data-testid="decision-prompt">
      <p id={headingId}><strong><FormattedMessage {...m.decisionTitle} /></strong></p>
      <p className="small" data-testid="problem-reason"><FormattedMessage {...problemReason} values={{ reason: line.problem.reason }} /></p>
      {line.canDecide && actions.available && (
        <ul className="decision-choices">
          {line.problem.choices.map((choice) => (
            <li key={choice}>
              <button
                type="button" className="btn btn-outline btn-small" data-testid={`decision-${choice}`} disabled={actions.busy}
                aria-describedby={`${headingId}-${choice}`} onClick={() => actions.ask({ kind: 'decide', lineId: line.lineId, choice })}
              >
                <FormattedMessage {...choiceTexts[choice]} />
              </button>
              <span id={`${headingId}-${choice}`} className="muted small"> <FormattedMessage {...choiceHints[choice]} /></span>
            </li>
          ))}
        </ul>
      )}
      {line.problem.decision && (
        <p className="small" data-testid="decision-made"><FormattedMessage {...choiceTexts[line.problem.decision]} /> · {when(line.problem.decidedAt)}</p>
      )}
    </div>
  );
});

const ActionResult = observer(function ActionResult({ line, actions }: { line: CustomerLine; actions: LineActions }) {
  const error = actions.errorOf(line.lineId);
  const done = actions.doneOf(line.lineId);
  if (error) {
    const text = error === 'conflict' ? m.conflict : error === 'not_found' ? m.notFound : m.failed;
    return <p className="form-error small" role="alert" data-testid="line-action-result"><FormattedMessage {...text} /></p>;
  }
  if (!done) return null;
  let text;
  if (done.kind === 'cancelled') text = <FormattedMessage {...cancelledText} values={{ amount: formatRupiah(done.credited) }} />;
  else if (done.choice === 'refund') text = <FormattedMessage {...refundedText} values={{ amount: formatRupiah(done.credited) }} />;
  else text = <FormattedMessage {...(done.choice === 'accept' ? m.accepted : m.returning)} />;
  return <p className="notice small" role="status" data-testid="line-action-result">{text}</p>;
});

export const LineCard = observer(function LineCard({ line, orderCode, actions }: { line: CustomerLine; orderCode: string; actions: LineActions }) {
  const [rating, setRating] = useState(false);
  return (
    <li className="fulfilment-line" data-testid="fulfilment-line" data-line-id={line.lineId}>
      <div className="fulfilment-line-head">
        {line.image ? <img src={line.image} alt="" width={48} height={48} className="order-card-image" /> : <span className="order-card-image" aria-hidden="true" />}
        <div>
          <p><strong>{line.name}</strong> × {line.quantity}</p>
          <LineStateBadge state={line.state} label={line.stateLabel} />
        </div>
      </div>
      {line.purchase && (
        <p className="small muted" data-testid="line-purchase">
          <FormattedMessage {...purchaseText} values={{ currency: line.currency, paid: formatNumberId(line.purchase.pricePaid), estimated: formatNumberId(line.purchase.priceEstimated) }} />
        </p>
      )}
      {line.purchase?.quantityBought != null && (
        <p className="small" data-testid="line-quantity-bought">
          <FormattedMessage {...partialPurchaseText} values={{ bought: line.purchase.quantityBought, quantity: line.quantity }} />
        </p>
      )}
      <Weight line={line} />
      {line.storage && (
        <p className={`small line-storage${line.storage.ended ? ' form-error' : ''}`} data-testid="line-storage">
          <strong><FormattedMessage {...m.storage} /></strong>{': '}
          {line.storage.ended
            ? <FormattedMessage {...storageEnded} values={{ date: when(line.storage.freeUntil) }} />
            : <FormattedMessage {...storageLeft} values={{ days: line.storage.daysLeft, date: when(line.storage.freeUntil) }} />}
        </p>
      )}
      <PhotoViewer photos={line.photos} name={line.name} />
      <DecisionPrompt line={line} actions={actions} />
      {line.canCancel && actions.available && (
        <button
          type="button" className="btn btn-outline btn-small" data-testid="line-cancel" disabled={actions.busy}
          onClick={() => actions.ask({ kind: 'cancel', lineId: line.lineId })}
        >
          <FormattedMessage {...m.cancelLine} />
        </button>
      )}
      <ActionResult line={line} actions={actions} />
      <Settlements line={line} />
      <p className="small"><strong><FormattedMessage {...m.timeline} /></strong></p>
      <LineTimeline entries={line.timeline} />
      {line.rating && <Stars value={line.rating.stars} testId="line-rating" />}
      {line.canRate && !rating && (
        <button type="button" className="btn btn-primary btn-small" data-testid="rate-line" onClick={() => setRating(true)}>
          <FormattedMessage {...m.rate} />
        </button>
      )}
      {rating && (
        <Suspense fallback={<p className="muted small" role="status">…</p>}>
          <RatingForm cartCode={line.cartDetailCode} />
        </Suspense>
      )}
      <p className="small">
        <Link to={`/tickets-create?order=${encodeURIComponent(orderCode)}&line=${encodeURIComponent(line.lineId)}`} data-testid="line-complain">
          <FormattedMessage {...m.complain} />
        </Link>
      </p>
    </li>
  );
});
