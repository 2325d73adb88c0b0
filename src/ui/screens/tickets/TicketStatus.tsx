/** A ticket's status as a badge (the code itself for a status the screen does not know). */
import { FormattedMessage } from 'react-intl';
import { statusText } from './ticket-messages';

export function TicketStatus({ status }: { status: string }) {
  const text = statusText(status);
  return (
    <span className={`ticket-status ticket-status-${status}`} data-testid="ticket-status" data-status={status}>
      {text ? <FormattedMessage {...text} /> : status}
    </span>
  );
}
