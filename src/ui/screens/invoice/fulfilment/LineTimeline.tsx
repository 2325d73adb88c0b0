/** A line's (or a parcel's) states with their dates in WIB, oldest first; the last is the current one. */
import { FormattedMessage } from 'react-intl';
import type { StateEntry } from '../../../../application/ports/fulfilment-api.port';
import { when } from '../invoice-parts';
import { lineStateTexts } from './fulfilment-messages';

/** A state as a localised text (the server's label, else the code, for a state the screen does not know). */
export function LineStateText({ state, label }: { state: string; label?: string }) {
  const text = lineStateTexts[state];
  return text ? <FormattedMessage {...text} /> : <>{label || state}</>;
}

/** The current state as a badge. */
export function LineStateBadge({ state, label }: { state: string; label?: string }) {
  return (
    <span className={`line-state line-state-${state}`} data-testid="line-state" data-state={state}>
      <LineStateText state={state} label={label} />
    </span>
  );
}

export function LineTimeline({ entries, testId = 'line-timeline' }: { entries: readonly StateEntry[]; testId?: string }) {
  if (entries.length === 0) return null;
  const last = entries.length - 1;
  return (
    <ol className="timeline line-timeline small" data-testid={testId}>
      {entries.map((e, i) => (
        <li key={`${e.state}-${i}`} data-testid="line-timeline-entry" data-state={e.state} aria-current={i === last ? 'step' : undefined}>
          <LineStateText state={e.state} /> · <time dateTime={e.at}>{when(e.at)}</time>
          {e.note && <span className="muted"> · {e.note}</span>}
        </li>
      ))}
    </ol>
  );
}
