/**
 * /ops/kurs (docs/operations-console.md "Exchange rates"): every currency's rate to rupiah with its
 * effective date, source and who set it; each currency's history under its row; for an admin, a
 * form per currency (new rate, effective date, note) that asks "are you sure" before a change of
 * more than ±20 %. IDR is fixed at 1. Other roles read only.
 */
import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { OPS_RATES_VIEW_MODEL, type OpsRatesViewModel } from '../../application/ops/ops-rates-view-model';
import { opsModule } from '../../application/ops/ops.module';
import type { OpsRate } from '../../application/ports/ops-api.port';
import { formatDateWib, formatNumberId } from '../../domain/format';
import { isoDateMs } from '../../domain/kurs';
import { useViewModel } from '../app/container-context';
import { FailureAlert, OpsField, RetryAlert, when } from './ops-parts';
import { confirmText, historyTitle, kursLabel, opsRatesMessages as m, savedText, sourceTexts } from './ops-rates-messages';

const rupiah = (kurs: number) => formatNumberId(kurs, Number.isInteger(kurs) ? 0 : 2);
const day = (date: string) => {
  const ms = isoDateMs(date);
  return ms === null ? date : formatDateWib(ms);
};

function SourceText({ source }: { source: string }) {
  const text = sourceTexts[source];
  return text ? <FormattedMessage {...text} /> : <>{source}</>;
}

const RateForm = observer(function RateForm({ vm, rate }: { vm: OpsRatesViewModel; rate: OpsRate }) {
  const form = vm.form;
  if (!form) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  const failure = form.failure && form.failure.reason !== 'LARGE_CHANGE_UNCONFIRMED' ? form.failure : null;
  const prefix = `ops-rate-${rate.code}`;
  return (
    <form className="ops-form" onSubmit={submit} data-testid="ops-rate-form" noValidate>
      <div className="ops-form-grid">
        <OpsField
          id={`${prefix}-kurs`} label={<FormattedMessage {...kursLabel} values={{ code: rate.code }} />} inputMode="decimal"
          value={form.values.kurs} onChange={(v) => vm.setValue('kurs', v)} problem={form.shown.kurs ?? null} serverError={form.serverError('kurs')}
          hint={<FormattedMessage {...m.kursHint} />}
        />
        <OpsField
          id={`${prefix}-date`} label={<FormattedMessage {...m.date} />} type="date" value={form.values.date} onChange={(v) => vm.setValue('date', v)}
          problem={form.shown.date ?? null} serverError={form.serverError('date')} hint={<FormattedMessage {...m.dateHint} />}
        />
        <OpsField
          id={`${prefix}-note`} label={<FormattedMessage {...m.note} />} multiline value={form.values.note} onChange={(v) => vm.setValue('note', v)}
          problem={form.shown.note ?? null} serverError={form.serverError('note')}
        />
      </div>
      {vm.confirming !== null && (
        <div className="ops-notice ops-conflict" role="alert" data-testid="ops-rate-confirm">
          <span>
            <FormattedMessage {...confirmText} values={{ change: `${vm.confirming > 0 ? '+' : '−'}${formatNumberId(Math.abs(vm.confirming) * 100, 1)}`, current: rupiah(rate.kurs) }} />
          </span>
          <span className="ops-form-buttons">
            <button type="button" className="btn btn-primary btn-small" disabled={form.busy} onClick={() => void vm.confirm()}><FormattedMessage {...m.confirmYes} /></button>
            <button type="button" className="btn btn-small" onClick={() => vm.dismissConfirm()}><FormattedMessage {...m.confirmNo} /></button>
          </span>
        </div>
      )}
      {failure && <FailureAlert failure={failure} />}
      <div className="ops-form-buttons">
        <button type="submit" className="btn btn-primary btn-small" disabled={form.busy || vm.confirming !== null}>
          <FormattedMessage {...(form.busy ? m.saving : m.save)} />
        </button>
        <button type="button" className="btn btn-small" onClick={() => vm.cancel()}><FormattedMessage {...m.cancel} /></button>
      </div>
    </form>
  );
});

const RateHistory = observer(function RateHistory({ vm, code }: { vm: OpsRatesViewModel; code: string }) {
  return (
    <div className="ops-card" data-testid="ops-rate-history" aria-busy={vm.historyLoading}>
      <h2><FormattedMessage {...historyTitle} values={{ code }} /></h2>
      {vm.historyLoading && <p className="muted" role="status"><FormattedMessage {...m.historyLoading} /></p>}
      {vm.historyFailed && <RetryAlert text={m.historyFailed} onRetry={() => void vm.reloadHistory()} testId="ops-rate-history-failed" />}
      {!vm.historyLoading && !vm.historyFailed && vm.history.length === 0 && <p className="muted"><FormattedMessage {...m.historyEmpty} /></p>}
      {vm.history.length > 0 && (
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col"><FormattedMessage {...m.colDate} /></th>
              <th scope="col"><FormattedMessage {...m.colKurs} /></th>
              <th scope="col"><FormattedMessage {...m.colSource} /></th>
              <th scope="col"><FormattedMessage {...m.colBy} /></th>
              <th scope="col"><FormattedMessage {...m.colNote} /></th>
              <th scope="col"><FormattedMessage {...m.colUpdated} /></th>
            </tr>
          </thead>
          <tbody>
            {vm.history.map((h) => (
              <tr key={h.id} data-testid="ops-rate-history-entry">
                <td>{day(h.date)}</td>
                <td>{rupiah(h.kurs)}</td>
                <td><SourceText source={h.source} /></td>
                <td>{h.staffName ?? <FormattedMessage {...m.system} />}</td>
                <td>{h.note ?? ''}</td>
                <td>{when(h.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
});

const OpsRatesPage = observer(function OpsRatesPage() {
  const vm = useViewModel<OpsRatesViewModel>(OPS_RATES_VIEW_MODEL, opsModule);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const saved = vm.saved;
  return (
    <section data-testid="ops-rates-page" aria-busy={vm.loading}>
      <h1><FormattedMessage {...m.title} /></h1>
      <p className="ops-hint"><FormattedMessage {...m.intro} /></p>
      {vm.session.profile && !vm.canSet && <p className="ops-hint" data-testid="ops-rates-read-only"><FormattedMessage {...m.readOnly} /></p>}
      {vm.failed && <RetryAlert text={m.failed} onRetry={() => void vm.load()} testId="ops-rates-failed" />}
      {saved && (
        <p className="ops-notice" role="status" data-testid="ops-rate-saved">
          <FormattedMessage {...savedText} values={{ code: saved.code, kurs: rupiah(saved.kurs), date: day(saved.date) }} />
        </p>
      )}
      {vm.rates.length > 0 && (
        <div className="ops-scroll">
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage {...m.colCode} /></th>
                <th scope="col"><FormattedMessage {...m.colKurs} /></th>
                <th scope="col"><FormattedMessage {...m.colDate} /></th>
                <th scope="col"><FormattedMessage {...m.colSource} /></th>
                <th scope="col"><FormattedMessage {...m.colUpdated} /></th>
                <th scope="col"><span className="visually-hidden"><FormattedMessage {...m.edit} /></span></th>
              </tr>
            </thead>
            <tbody>
              {vm.rates.map((r) => (
                <Fragment key={r.code}>
                  <tr data-testid="ops-rate" data-code={r.code}>
                    <th scope="row">{r.code}</th>
                    <td data-testid="ops-rate-kurs">{rupiah(r.kurs)}</td>
                    <td>{day(r.date)}</td>
                    <td><SourceText source={r.source} />{r.updatedBy && <> · {r.updatedBy.name}</>}</td>
                    <td>{when(r.updatedAt)}</td>
                    <td className="ops-actions">
                      <button type="button" className="btn btn-small" aria-expanded={vm.historyCode === r.code} onClick={() => void vm.toggleHistory(r.code)}>
                        <FormattedMessage {...m.history} />
                      </button>
                      {r.fixed
                        ? <span className="muted small"><FormattedMessage {...m.fixed} /></span>
                        : vm.canSet && vm.editing !== r.code && <button type="button" className="btn btn-small btn-primary" onClick={() => vm.edit(r.code)}><FormattedMessage {...m.edit} /></button>}
                    </td>
                  </tr>
                  {vm.editing === r.code && <tr><td colSpan={6}><RateForm vm={vm} rate={r} /></td></tr>}
                  {vm.historyCode === r.code && <tr><td colSpan={6}><RateHistory vm={vm} code={r.code} /></td></tr>}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});

export default OpsRatesPage;
