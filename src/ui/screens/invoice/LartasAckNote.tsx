/** The customer's own record of the restricted-goods acknowledgement given at checkout (/track, /history). */
import { FormattedMessage, useIntl } from 'react-intl';
import { localizedLartas } from '../../../application/lartas/lartas-text';
import type { OrderLartasAck } from '../../../application/ports/order-api.port';
import { lartasAccepted } from '../../components/lartas-messages';
import { when } from './invoice-parts';

export function LartasAckNote({ ack }: { ack: OrderLartasAck | null | undefined }) {
  const intl = useIntl();
  if (!ack) return null;
  const language = intl.locale.startsWith('en') ? 'en' : 'id';
  const names = ack.entries.map((e) => localizedLartas(e, language).name).join(', ') || ack.lartasIds.join(', ');
  return (
    <p className="small" data-testid="lartas-accepted">
      <span aria-hidden="true">⚠ </span>
      <FormattedMessage {...lartasAccepted} values={{ date: when(ack.acknowledgedAt), names }} />
    </p>
  );
}
