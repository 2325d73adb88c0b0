/**
 * /ops/orders/:code (GET ops/orders/{code}): the order's summary and timeline, each shipment with its
 * lines (photos, settlements, timelines) and parcels, the actions the staff's role allows in each
 * state (one form open at a time), and the audit log. After an action the page reloads quietly and
 * says what happened (the settlement); a 409 STATE_CONFLICT reloads and names the current state.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router';
import { OPS_ORDER_VIEW_MODEL, type OpsOrderViewModel } from '../../application/ops/ops-order-view-model';
import { opsModule } from '../../application/ops/ops.module';
import type { AuditEntry } from '../../application/ports/ops-api.port';
import { formatRupiah } from '../../domain/format';
import { OpsLartasAck } from './OpsLartasAck';
import { OpsShipmentCard, SettlementText } from './OpsOrderCards';
import { actionTexts, noticeTexts } from './ops-action-messages';
import { invoiceStatusTexts, lineFacts, opsMessages as m, orderStatusTexts, stateTexts } from './ops-messages';
import { RetryAlert, when } from './ops-parts';
import { useViewModel } from '../app/container-context';

const Notice = observer(function Notice({ vm }: { vm: OpsOrderViewModel }) {
  const intl = useIntl();
  const notice = vm.notice;
  if (!notice) return null;
  if (notice.kind === 'conflict') {
    const known = notice.state ? stateTexts[notice.state] : undefined;
    const stateText = known ? intl.formatMessage(known) : (notice.stateLabel ?? '-');
    return (
      <div className="ops-notice ops-conflict" role="alert" data-testid="ops-conflict" data-state={notice.state ?? ''}>
        <span><FormattedMessage {...noticeTexts.conflict} values={{ target: `#${notice.target}`, state: stateText }} /></span>
        <button type="button" className="btn btn-text" onClick={() => vm.dismissNotice()}><FormattedMessage {...m.dismiss} /></button>
      </div>
    );
  }
  return (
    <div className="ops-notice" role="status" data-testid="ops-notice" data-action={notice.action}>
      <span>
        <FormattedMessage {...noticeTexts.done} values={{ action: intl.formatMessage(actionTexts[notice.action]) }} />
        {notice.parcelCode && notice.action === 'pack' && <> <FormattedMessage {...noticeTexts.parcel} values={{ code: notice.parcelCode }} /></>}
        {notice.settlement && <> <span data-testid="ops-notice-settlement" data-outcome={notice.settlement.outcome}><SettlementText s={notice.settlement} /></span></>}
      </span>
      <button type="button" className="btn btn-text" onClick={() => vm.dismissNotice()}><FormattedMessage {...m.dismiss} /></button>
    </div>
  );
});

/** A known code in words, else the server's label, else the code. */
function Label({ texts, code, label }: { texts: Readonly<Record<string, MessageDescriptor>>; code: string; label?: string | null }) {
  const text = texts[code];
  return text ? <FormattedMessage {...text} /> : <>{label || code}</>;
}

const change = (a: AuditEntry): string => {
  const keys = [...new Set([...Object.keys(a.before ?? {}), ...Object.keys(a.after ?? {})])];
  return keys.map((k) => `${k}: ${JSON.stringify(a.before?.[k] ?? null)} → ${JSON.stringify(a.after?.[k] ?? null)}`).join('; ');
};

function Audit({ entries }: { entries: AuditEntry[] }) {
  return (
    <section className="ops-card">
      <h2><FormattedMessage {...m.audit} /></h2>
      {entries.length === 0 ? <p className="muted"><FormattedMessage {...m.auditEmpty} /></p> : (
        <div className="ops-scroll">
          <table className="ops-table" data-testid="ops-audit">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage {...m.auditAt} /></th>
                <th scope="col"><FormattedMessage {...m.auditStaff} /></th>
                <th scope="col"><FormattedMessage {...m.auditAction} /></th>
                <th scope="col"><FormattedMessage {...m.auditEntity} /></th>
                <th scope="col"><FormattedMessage {...m.auditChange} /></th>
              </tr>
            </thead>
            <tbody>
              {entries.map((a) => (
                <tr key={a.id} data-testid="ops-audit-row">
                  <td>{when(a.at)}</td>
                  <td>{a.staff ? `${a.staff.name} (${a.staff.role})` : '-'}</td>
                  <td>{a.action in actionTexts ? <FormattedMessage {...actionTexts[a.action as keyof typeof actionTexts]} /> : a.action}</td>
                  <td>{a.entityType} {a.entityId}</td>
                  <td className="small">{change(a)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const OpsOrderPage = observer(function OpsOrderPage() {
  const vm = useViewModel<OpsOrderViewModel>(OPS_ORDER_VIEW_MODEL, opsModule);
  const { code = '' } = useParams();
  useEffect(() => {
    void vm.load(code);
  }, [vm, code]);
  const order = vm.order;
  return (
    <section data-testid="ops-order" aria-busy={vm.loading}>
      <h1><FormattedMessage {...lineFacts.orderTitle} values={{ code }} /></h1>
      {vm.loading && !order && <p className="muted"><FormattedMessage {...m.loading} /></p>}
      {vm.notFound && <p className="form-error" role="alert" data-testid="ops-order-not-found"><FormattedMessage {...m.orderNotFound} /></p>}
      {vm.failed && <RetryAlert text={m.orderFailed} onRetry={() => void vm.load(code)} testId="ops-order-failed" />}
      <Notice vm={vm} />
      {order && (
        <>
          <section className="ops-card">
            <dl className="ops-summary">
              <div><dt><FormattedMessage {...m.invoice} /></dt><dd data-testid="ops-order-invoice">{order.invoiceCode} · <span data-testid="ops-order-invoice-status"><Label texts={invoiceStatusTexts} code={order.invoiceStatus} label={order.invoiceStatusLabel} /></span></dd></div>
              <div><dt><FormattedMessage {...m.customer} /></dt><dd>{order.customer.name}<div className="small muted">{order.customer.email} · {order.customer.phoneNumber}</div></dd></div>
              <div><dt><FormattedMessage {...m.status} /></dt><dd data-testid="ops-order-status" data-status={order.status}><Label texts={orderStatusTexts} code={order.status} label={order.statusLabel} /></dd></div>
              <div><dt><FormattedMessage {...m.paidAt} /></dt><dd>{when(order.paidAt)}</dd></div>
              <div><dt><FormattedMessage {...m.total} /></dt><dd>{formatRupiah(order.total)}</dd></div>
              <div><dt><FormattedMessage {...m.refundable} /></dt><dd data-testid="ops-order-refundable">{formatRupiah(order.refundable)}</dd></div>
            </dl>
            <h3><FormattedMessage {...m.orderTimeline} /></h3>
            <ol className="ops-timeline" data-testid="ops-order-timeline">
              {order.timeline.map((t, i) => <li key={`${t.status}-${i}`}><Label texts={orderStatusTexts} code={t.status} label={t.statusLabel} /> · {when(t.at)}</li>)}
            </ol>
          </section>
          <OpsLartasAck ack={order.lartasAck} />
          {order.shipments.map((s, i) => <OpsShipmentCard key={s.shipmentCode} vm={vm} shipment={s} position={i + 1} />)}
          <Audit entries={order.audit} />
        </>
      )}
    </section>
  );
});

export default OpsOrderPage;
