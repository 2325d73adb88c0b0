/**
 * The order page's record of the customer's acknowledgement of restricted goods (lartas) at
 * checkout: when, which text version, and each entry (category, authority, regulation), so staff
 * know what customs may ask for before buying and shipping.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { localizedLartas } from '../../application/lartas/lartas-text';
import type { OrderLartasAck } from '../../application/ports/order-api.port';
import { lartasAckText, opsLartasMessages as m } from './ops-lartas-messages';
import { when } from './ops-parts';

export function OpsLartasAck({ ack }: { ack: OrderLartasAck | null | undefined }) {
  const intl = useIntl();
  if (!ack) return null;
  const language = intl.locale.startsWith('en') ? 'en' : 'id';
  return (
    <section className="ops-card" aria-labelledby="ops-lartas-title" data-testid="ops-lartas-ack">
      <h2 id="ops-lartas-title"><span aria-hidden="true">⚠ </span><FormattedMessage {...m.title} /></h2>
      <p><FormattedMessage {...lartasAckText} values={{ date: when(ack.acknowledgedAt), version: ack.textVersion }} /></p>
      <ul>
        {ack.entries.map((e) => (
          <li key={e.id} data-lartas-id={e.id}>
            <strong>{localizedLartas(e, language).name}</strong>
            {e.authority && <> · {e.authority}</>}
            {e.regulation && <div className="small muted">{e.regulation}</div>}
          </li>
        ))}
      </ul>
    </section>
  );
}
