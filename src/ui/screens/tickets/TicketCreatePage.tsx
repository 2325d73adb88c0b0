/**
 * /tickets-create (signed in, account layout): a refund ticket on one of the customer's paid orders
 * (?order= and ?line= choose them, e.g. from the order detail), optionally one line, with a reason,
 * a message and an optional amount. Errors show under their fields (after leaving them or sending;
 * the server's refusals too); nothing typed is lost on a failed send. Sent: /ticket-detail/:id.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TICKET_MESSAGE_MAX, TICKET_REASONS } from '../../../application/ports/ticket-api.port';
import type { TicketField } from '../../../application/support/ticket-form';
import { TICKETS_CREATE_VIEW_MODEL, type TicketsCreateViewModel } from '../../../application/support/tickets-create-view-model';
import { ticketCreateModule } from '../../../application/support/tickets.module';
import { formatRupiah } from '../../../domain/format';
import { useViewModel } from '../../app/container-context';
import { fieldErrorTexts, messageCount, reasonTexts, ticketMessages as m } from './ticket-messages';
import '../../styles/aftercare.css';

const Field = observer(function Field({ vm, field, label, hint, children }: {
  vm: TicketsCreateViewModel;
  field: TicketField;
  label: MessageDescriptor;
  hint?: ReactNode;
  children: (props: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined; onBlur: () => void }) => ReactNode;
}) {
  const error = vm.errorOf(field);
  const id = `ticket-${field}`;
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}><FormattedMessage {...label} /></label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, onBlur: () => vm.leave(field) })}
      {hint && <p id={`${id}-hint`} className="muted small">{hint}</p>}
      {error && <p id={`${id}-error`} className="field-error" role="alert" data-testid={`ticket-error-${field}`}><FormattedMessage {...fieldErrorTexts[error]} /></p>}
    </div>
  );
});

const TicketCreatePage = observer(function TicketCreatePage() {
  const vm = useViewModel<TicketsCreateViewModel>(TICKETS_CREATE_VIEW_MODEL, ticketCreateModule);
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [started] = useState(() => ({ order: search.get('order'), line: search.get('line') }));
  useEffect(() => {
    void vm.start(started.order, started.line);
  }, [vm, started]);
  const f = vm.fields;
  const listed = vm.orders.some((o) => o.code === f.orderCode);
  return (
    <section className="ticket-create-page">
      <h1 className="h3"><FormattedMessage {...m.createTitle} /></h1>
      <form
        className="ticket-form" noValidate data-testid="ticket-form"
        onSubmit={(e) => {
          e.preventDefault();
          void vm.submit().then((ok) => {
            if (ok && vm.created) navigate(`/ticket-detail/${encodeURIComponent(vm.created.id)}`);
          });
        }}
      >
        {vm.ordersFailed || (vm.orders.length === 0 && f.orderCode !== '' && !listed) ? (
          <Field vm={vm} field="orderCode" label={m.orderCode} hint={vm.ordersFailed ? <FormattedMessage {...m.ordersFailed} /> : undefined}>
            {(p) => <input {...p} type="text" value={f.orderCode} onChange={(e) => vm.set('orderCode', e.target.value)} autoComplete="off" />}
          </Field>
        ) : (
          <Field vm={vm} field="orderCode" label={m.order}>
            {(p) => (
              <select {...p} value={f.orderCode} onChange={(e) => vm.set('orderCode', e.target.value)}>
                <option value="">{intl.formatMessage(m.chooseOrder)}</option>
                {!listed && f.orderCode !== '' && <option value={f.orderCode}>{f.orderCode}</option>}
                {vm.orders.map((o) => (
                  <option key={o.code} value={o.code}>{o.code}{o.firstItem ? ` · ${o.firstItem.name}` : ''} · {formatRupiah(o.total)}</option>
                ))}
              </select>
            )}
          </Field>
        )}
        {vm.lines.length > 0 && (
          <Field vm={vm} field="lineId" label={m.line}>
            {(p) => (
              <select {...p} value={f.lineId} onChange={(e) => vm.set('lineId', e.target.value)}>
                <option value="">{intl.formatMessage(m.wholeOrder)}</option>
                {vm.lines.map((l) => <option key={l.lineId} value={l.lineId}>{l.name} × {l.quantity}</option>)}
              </select>
            )}
          </Field>
        )}
        <Field vm={vm} field="reason" label={m.reason}>
          {(p) => (
            <select {...p} value={f.reason} onChange={(e) => vm.set('reason', e.target.value)}>
              <option value="">{intl.formatMessage(m.chooseReason)}</option>
              {TICKET_REASONS.map((r) => <option key={r} value={r}>{intl.formatMessage(reasonTexts[r])}</option>)}
            </select>
          )}
        </Field>
        <Field
          vm={vm} field="message" label={m.message}
          hint={<FormattedMessage {...messageCount} values={{ count: f.message.trim().length, max: TICKET_MESSAGE_MAX }} />}
        >
          {(p) => <textarea {...p} rows={5} value={f.message} placeholder={intl.formatMessage(m.messageHint)} onChange={(e) => vm.set('message', e.target.value)} />}
        </Field>
        <Field vm={vm} field="amount" label={m.amount} hint={<FormattedMessage {...m.amountHint} />}>
          {(p) => <input {...p} type="text" inputMode="numeric" value={f.amount} onChange={(e) => vm.set('amount', e.target.value)} autoComplete="off" />}
        </Field>
        {vm.failed && <p className="form-error" role="alert" data-testid="ticket-send-failed"><FormattedMessage {...m.sendFailed} /></p>}
        <div className="ticket-actions">
          <button type="submit" className="btn btn-primary" disabled={vm.sending} data-testid="ticket-submit">
            <FormattedMessage {...(vm.sending ? m.sending : m.send)} />
          </button>
          <Link to="/tickets"><FormattedMessage {...m.back} /></Link>
        </div>
      </form>
    </section>
  );
});

export default TicketCreatePage;
