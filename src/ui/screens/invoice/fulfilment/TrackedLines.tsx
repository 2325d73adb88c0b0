// Anyone tracking an order (/track): its lines' states and dates. Apart from OrderFulfilment (the
// owner's lines, photos, amounts and actions), which the tracking page loads only for the owner.
import { FormattedMessage } from 'react-intl';
import type { LineStatus } from '../../../../application/ports/fulfilment-api.port';
import { fulfilmentMessages as m, lineNumber } from './fulfilment-messages';
import { LineStateBadge, LineTimeline } from './LineTimeline';
import '../../../styles/aftercare.css';

/** Anyone tracking: each line's state and dates (no names, photos or amounts). */
export function TrackedLines({ lines }: { lines: readonly LineStatus[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="tracked-lines" data-testid="tracked-lines">
      <p className="small"><strong><FormattedMessage {...m.lineStates} /></strong></p>
      <ul className="fulfilment-lines">
        {lines.map((l, i) => (
          <li key={l.lineId} className="fulfilment-line" data-testid="tracked-line" data-line-id={l.lineId}>
            <p><FormattedMessage {...lineNumber} values={{ n: i + 1 }} /> <LineStateBadge state={l.state} label={l.stateLabel} /></p>
            <LineTimeline entries={l.timeline} />
          </li>
        ))}
      </ul>
    </div>
  );
}
