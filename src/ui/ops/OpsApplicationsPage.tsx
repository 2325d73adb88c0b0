/**
 * /ops/applications (admin only; docs/membership.md): reseller and agent applications by status,
 * approve or reject each pending one with a note to the customer (audited by the server), and the
 * affiliate partner flag of a customer by e-mail. Other roles see that the page is for admins.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { OPS_APPLICATIONS_VIEW_MODEL, type OpsApplicationsViewModel } from '../../application/ops/ops-applications-view-model';
import { opsModule } from '../../application/ops/ops.module';
import { serverMessage } from '../../application/session/server-message';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/membership';
import { useViewModel } from '../app/container-context';
import { opsMemberMessages as m, partnerOffDone, partnerOnDone } from './ops-membership-messages';
import { RetryAlert, when } from './ops-parts';
import { OPS_PATHS } from './ops-paths';

function Failure({ error, fallback, testId }: { error: unknown; fallback: MessageDescriptor; testId: string }) {
  return <p className="form-error" role="alert" data-testid={testId}>{serverMessage(error) ?? <FormattedMessage {...fallback} />}</p>;
}

const PartnerForm = observer(function PartnerForm({ vm }: { vm: OpsApplicationsViewModel }) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.setPartner(true);
  };
  const r = vm.partnerResult;
  return (
    <form className="ops-card" onSubmit={submit} data-testid="ops-partner-form">
      <h2><FormattedMessage {...m.partnerTitle} /></h2>
      <label htmlFor="ops-partner-email"><FormattedMessage {...m.partnerEmail} /></label>
      <input id="ops-partner-email" type="email" value={vm.partnerEmail} onChange={(e) => vm.setPartnerEmail(e.target.value)} />
      <div className="ops-form-buttons">
        <button type="submit" className="btn btn-primary btn-small" disabled={vm.partnerBusy}>{intl.formatMessage(m.partnerOn)}</button>
        <button type="button" className="btn btn-small" disabled={vm.partnerBusy} onClick={() => void vm.setPartner(false)}>{intl.formatMessage(m.partnerOff)}</button>
      </div>
      {vm.partnerError !== null && <Failure error={vm.partnerError} fallback={m.partnerFailed} testId="ops-partner-error" />}
      {r && (
        <p role="status" data-testid="ops-partner-done">
          {r.isAffiliatePartner
            ? <FormattedMessage {...partnerOnDone} values={{ email: r.email ?? '', code: r.referralCode ?? '' }} />
            : <FormattedMessage {...partnerOffDone} values={{ email: r.email ?? '' }} />}
        </p>
      )}
    </form>
  );
});

const OpsApplicationsPage = observer(function OpsApplicationsPage() {
  const vm = useViewModel<OpsApplicationsViewModel>(OPS_APPLICATIONS_VIEW_MODEL, opsModule);
  const intl = useIntl();
  const [params] = useSearchParams();
  const raw = params.get('status') ?? 'pending';
  const status: ApplicationStatus = (APPLICATION_STATUSES as readonly string[]).includes(raw) ? raw as ApplicationStatus : 'pending';
  useEffect(() => {
    void vm.load(status);
  }, [vm, status]);

  if (vm.forbidden) return <p className="form-error" role="alert" data-testid="ops-applications-forbidden"><FormattedMessage {...m.forbidden} /></p>;
  return (
    <section data-testid="ops-applications-page" aria-busy={vm.loading}>
      <h1><FormattedMessage {...m.title} /></h1>
      <nav className="ops-tabs">
        {APPLICATION_STATUSES.map((s) => (
          <Link key={s} to={`${OPS_PATHS.applications}?status=${s}`} aria-current={s === status ? 'page' : undefined}><FormattedMessage {...m[s]} /></Link>
        ))}
      </nav>
      {vm.failed && <RetryAlert text={m.failed} onRetry={() => void vm.load(status)} testId="ops-applications-failed" />}
      {vm.actionError !== null && <Failure error={vm.actionError} fallback={m.actionFailed} testId="ops-application-error" />}
      {!vm.loading && !vm.failed && vm.rows.length === 0 && <p className="muted" data-testid="ops-applications-empty"><FormattedMessage {...m.empty} /></p>}
      {vm.rows.length > 0 && (
        <div className="ops-scroll">
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage {...m.colKind} /></th>
                <th scope="col"><FormattedMessage {...m.colCustomer} /></th>
                <th scope="col"><FormattedMessage {...m.colDetails} /></th>
                <th scope="col"><FormattedMessage {...m.colDate} /></th>
                {status === 'pending' && <th scope="col"><FormattedMessage {...m.note} /></th>}
              </tr>
            </thead>
            <tbody>
              {vm.rows.map((a) => (
                <tr key={a.id} data-testid="ops-application">
                  <td><FormattedMessage {...m[a.kind]} /></td>
                  <td>{a.customer.name}<br /><span className="muted small">{a.customer.email ?? a.customer.phoneNumber ?? ''}</span></td>
                  <td className="small">
                    {Object.entries(a.details).filter(([, v]) => v !== null && v !== '').map(([k, v]) => <div key={k}><span className="muted">{k}:</span> {String(v)}</div>)}
                    {a.decisionNote && <div><em>{a.decisionNote}</em></div>}
                  </td>
                  <td>{when(a.createdAt)}</td>
                  {status === 'pending' && (
                    <td>
                      <input aria-label={intl.formatMessage(m.note)} value={vm.notes[a.id] ?? ''} onChange={(e) => vm.setNote(a.id, e.target.value)} maxLength={500} />
                      <div className="ops-form-buttons">
                        <button type="button" className="btn btn-primary btn-small" disabled={vm.busy !== null} onClick={() => void vm.decide(a.id, 'approve')}>{intl.formatMessage(m.approve)}</button>
                        <button type="button" className="btn btn-small" disabled={vm.busy !== null} onClick={() => void vm.decide(a.id, 'reject')}>{intl.formatMessage(m.reject)}</button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PartnerForm vm={vm} />
    </section>
  );
});

export default OpsApplicationsPage;
