// The tracking page's parts that only the invoice's owner sees: paying, the Lartas acknowledgement,
// the lines' fulfilment and the amounts. /track is rendered by the server for anyone, without them
// (docs/ssr.md), and a visitor's /track does not download them: TrackPage loads this chunk once the
// answer says the visitor owns the invoice (issue 27: every public route within the JavaScript budget).
import type { InvoiceDetail } from '../../../application/ports/order-api.port';
import { RateNote } from '../../components/RateNote';
import { AmountsTable } from '../checkout/AmountsTable';
import { SettlementExplained } from './SettlementExplained';

export { PayPanel } from './PayPanel';
export { LartasAckNote } from './LartasAckNote';
export { OrderFulfilment } from './fulfilment/OrderFulfilment';

/** The invoice's amounts; an additional invoice explains itself (docs/settlement.md), its rows adding up to the total. */
export function OwnerAmounts({ detail }: { detail: InvoiceDetail }) {
  return (
    <>
      {detail.settlement ? <SettlementExplained explanation={detail.settlement} /> : <AmountsTable totals={detail.amounts} testId="track-amounts" />}
      <RateNote rates={detail.kursUsed} />
    </>
  );
}
