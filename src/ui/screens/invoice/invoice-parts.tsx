/** Pieces the invoice, order and tracking screens share: statuses, dates, payment state, pager, lines. */
import { FormattedMessage, type IntlShape } from 'react-intl';
import type { InvoiceLineRow, PaymentState } from '../../../application/invoice/invoice-view';
import { countdownShape, type TimeLeft } from '../../../application/payment/countdown';
import type { ShipmentAddress } from '../../../application/ports/checkout-api.port';
import type { PaymentInstructions } from '../../../application/ports/order-api.port';
import { formatDateTimeWib, formatRupiah } from '../../../domain/format';
import { countdownDays, invoiceMessages as m, invoiceStatusTexts, orderStatusTexts, pageOf, payBefore, paymentStateTexts } from './invoice-messages';

/** '01 Maret 2024 10:00 WIB', or '-' for no date. */
export function when(iso: string | null | undefined): string {
  if (!iso) return '-';
  const t = Date.parse(iso);
  return Number.isFinite(t) ? formatDateTimeWib(t) : iso;
}

/** A status as a localised text: the known ones from the messages, others from the server's label. */
export function StatusText({ kind, status, label }: { kind: 'invoice' | 'order'; status: string; label?: string }) {
  const text = (kind === 'invoice' ? invoiceStatusTexts : orderStatusTexts)[status];
  if (text) return <FormattedMessage {...text} />;
  return <>{label || status}</>;
}

export function PaymentPanel({ state, dueDate, instructions }: { state: PaymentState; dueDate: string | null; instructions: PaymentInstructions | null }) {
  return (
    <div className={`payment-panel payment-${state}`} data-testid="payment-state">
      {paymentStateTexts[state] && <p className="payment-state"><strong><FormattedMessage {...paymentStateTexts[state]} /></strong></p>}
      {(state === 'awaiting_payment' || state === 'instructions') && dueDate && (
        <p className="small"><FormattedMessage {...payBefore} values={{ date: when(dueDate) }} /></p>
      )}
      {state === 'instructions' && instructions && (
        <div className="payment-instructions">
          <p className="small"><strong><FormattedMessage {...m.howToPay} /></strong>{instructions.methodName && <> · {instructions.methodName}</>}</p>
          {instructions.vaNumber && (
            <p><FormattedMessage {...m.paymentReference} />: {instructions.bank ? `${instructions.bank.toUpperCase()} ` : ''}<strong className="payment-reference">{instructions.vaNumber}</strong></p>
          )}
          {instructions.billKey && (
            <p><FormattedMessage {...m.paymentReference} />: {instructions.billerCode ? `${instructions.billerCode} / ` : ''}<strong className="payment-reference">{instructions.billKey}</strong></p>
          )}
          {instructions.redirectUrl && <p><a href={instructions.redirectUrl} target="_blank" rel="noopener noreferrer"><FormattedMessage {...m.paymentLink} /></a></p>}
          {instructions.expiresAt && <p className="small"><FormattedMessage {...payBefore} values={{ date: when(instructions.expiresAt) }} /></p>}
        </div>
      )}
    </div>
  );
}

export function Pager({ page, count, onPage }: { page: number; count: number; onPage: (page: number) => void }) {
  if (count <= 1) return null;
  return (
    <nav className="pager" aria-label="pagination">
      <button type="button" className="btn btn-outline btn-small" disabled={page <= 1} onClick={() => onPage(page - 1)}><FormattedMessage {...m.previous} /></button>
      <span className="small"><FormattedMessage {...pageOf} values={{ page, count }} /></span>
      <button type="button" className="btn btn-outline btn-small" disabled={page >= count} onClick={() => onPage(page + 1)}><FormattedMessage {...m.next} /></button>
    </nav>
  );
}

export function RecipientList({ recipients }: { recipients: ShipmentAddress[] }) {
  return (
    <ul className="recipient-list">
      {recipients.map((r) => (
        <li key={r.addressId} data-testid="recipient">
          <strong>{r.name}</strong>{r.phoneNumber && <> · {r.phoneNumber}</>}
          <div className="small">{[r.address, r.subDistrictName, r.districtName, r.provinceName, r.postalCode].filter(Boolean).join(', ')}</div>
        </li>
      ))}
    </ul>
  );
}

export function LinesTable({ rows }: { rows: InvoiceLineRow[] }) {
  return (
    <table className="table invoice-lines">
      <thead>
        <tr>
          <th scope="col"><FormattedMessage {...m.lines} /></th>
          <th scope="col"><FormattedMessage {...m.recipient} /></th>
          <th scope="col" className="num"><FormattedMessage {...m.quantity} /></th>
          <th scope="col" className="num"><FormattedMessage {...m.subtotal} /></th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={`${r.line.cartDetailCode}-${i}`} data-testid="invoice-line">
            <td>{r.line.name}{r.shipmentName && <div className="muted small">{r.shipmentName}</div>}</td>
            <td>{r.recipient}</td>
            <td className="num">{r.line.quantity}</td>
            <td className="num">{formatRupiah(r.line.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The time left to pay: '6 hari 23 jam' past 24 hours, else '23:59:59' (countdownShape). */
export function countdownText(intl: IntlShape, left: TimeLeft): string {
  const shape = countdownShape(left);
  return shape.kind === 'days' ? intl.formatMessage(countdownDays, { days: shape.days, hours: shape.hours }) : shape.clock;
}
