/**
 * The application page of a kind (/join-reseller, /register-agent): the latest application's
 * status, else the form (fields of src/domain/membership, problems under the fields after the
 * first submit), then the thanks message asking to wait for verification (spec section 8).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { APPLICATION_VIEW_MODEL, type ApplicationViewModel } from '../../../application/membership/application-view-model';
import { membershipModule } from '../../../application/membership/membership.module';
import { SALES_CHANNELS, type ApplicationKind } from '../../../domain/membership';
import { useViewModel } from '../../app/container-context';
import { AccountField } from '../account/AccountField';
import { RetryAlert } from '../checkout/RetryAlert';
import { when } from '../invoice/invoice-parts';
import { FailureText } from '../wallet/wallet-parts';
import { channelTexts, fieldTexts, memberMessages as m, memberValueMessages as mv, problemTexts, statusTexts } from './membership-messages';
import './membership.css';

type FieldName = keyof typeof fieldTexts;

const FIELDS: Readonly<Record<ApplicationKind, readonly FieldName[]>> = {
  reseller: ['store_name', 'city', 'whatsapp', 'sales_channel', 'monthly_orders', 'social_url', 'notes'],
  agent: ['full_name', 'nik', 'city', 'address', 'whatsapp', 'coverage_area', 'experience'],
};
const LONG: readonly FieldName[] = ['notes', 'address', 'experience'];
const INPUT_MODE: Partial<Record<FieldName, 'tel' | 'numeric'>> = { whatsapp: 'tel', nik: 'numeric', monthly_orders: 'numeric' };

const Field = observer(function Field({ vm, name }: { vm: ApplicationViewModel; name: FieldName }) {
  const intl = useIntl();
  const id = `member-${name}`;
  const problem = vm.problemOf(name);
  const error = problem ? problemTexts[problem] : null;
  const value = vm.form[name] ?? '';
  if (name === 'sales_channel' || LONG.includes(name)) {
    return (
      <div className={['field', 'member-field', error ? 'invalid' : ''].filter(Boolean).join(' ')}>
        <label htmlFor={id}><FormattedMessage {...fieldTexts[name]} /></label>
        {name === 'sales_channel' ? (
          <select id={id} value={value} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => vm.setField(name, e.target.value)}>
            <option value="">{intl.formatMessage(m.chooseChannel)}</option>
            {SALES_CHANNELS.map((c) => <option key={c} value={c}>{intl.formatMessage(channelTexts[c])}</option>)}
          </select>
        ) : (
          <textarea id={id} rows={3} value={value} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => vm.setField(name, e.target.value)} />
        )}
        {error && <p id={`${id}-error`} className="field-error"><FormattedMessage {...error} /></p>}
      </div>
    );
  }
  return <AccountField id={id} label={fieldTexts[name]} value={value} onChange={(v) => vm.setField(name, v)} error={error} inputMode={INPUT_MODE[name]} />;
});

export const ApplicationForm = observer(function ApplicationForm({ kind, title, lead }: { kind: ApplicationKind; title: ReactNode; lead: ReactNode }) {
  const vm = useViewModel<ApplicationViewModel>(APPLICATION_VIEW_MODEL, membershipModule);
  useState(() => vm.start(kind));
  useEffect(() => {
    void vm.load();
  }, [vm]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  const existing = vm.existing;

  return (
    <section className="member-page">
      <h1>{title}</h1>
      <p>{lead}</p>
      {vm.loadError !== null && <RetryAlert onRetry={() => void vm.load()} testId="application-load-failed"><FormattedMessage {...m.loadFailed} /></RetryAlert>}
      {vm.sent && <p className="member-card member-ok" role="status" data-testid="application-thanks"><FormattedMessage {...m.thanks} /></p>}
      {existing && !vm.sent && (
        <div className="member-card" data-testid="application-status">
          <p>
            <FormattedMessage {...m.existing} />{' '}
            <span className={`member-status member-status-${existing.status}`} data-testid="application-status-label"><FormattedMessage {...statusTexts[existing.status]} /></span>
          </p>
          <p className="muted small"><FormattedMessage {...mv.sentOn} values={{ date: when(existing.createdAt) }} /></p>
          {existing.decisionNote && <p><FormattedMessage {...mv.teamNote} values={{ note: existing.decisionNote }} /></p>}
          {existing.status === 'rejected' && <p><FormattedMessage {...m.applyAgain} /></p>}
        </div>
      )}
      {vm.loaded && vm.canApply && (
        <form className="member-card" onSubmit={submit} noValidate data-testid="application-form">
          {FIELDS[kind].map((name) => <Field key={name} vm={vm} name={name} />)}
          {vm.error !== null && <FailureText error={vm.error} fallback={m.applyFailed} testId="application-error" />}
          <button type="submit" className="btn btn-primary" disabled={vm.submitting}>
            <FormattedMessage {...(vm.submitting ? m.processing : m.submit)} />
          </button>
        </form>
      )}
    </section>
  );
});
