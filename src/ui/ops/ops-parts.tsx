/** Pieces the console's screens share: dates in WIB, state badges, fields with their problems, failures, pager. */
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { OpsFailure } from '../../application/ops/ops-form';
import type { FieldProblem } from '../../application/ops/ops-rules';
import { formatDateTimeWib } from '../../domain/format';
import { failureTexts, problemTexts } from './ops-action-messages';
import { lineFacts, opsMessages as m, stateTexts } from './ops-messages';

/** '01 Maret 2024 10:00 WIB', or '-'. */
export function when(iso: string | null | undefined): string {
  if (!iso) return '-';
  const t = Date.parse(iso);
  return Number.isFinite(t) ? formatDateTimeWib(t) : iso;
}

export function StateText({ state, label }: { state: string; label?: string | null }) {
  const text = stateTexts[state];
  return text ? <FormattedMessage {...text} /> : <>{label || state}</>;
}

export function StateBadge({ state, label, testId }: { state: string; label?: string | null; testId?: string }) {
  return <span className={`ops-state ops-state-${state}`} data-testid={testId} data-state={state}><StateText state={state} label={label} /></span>;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  problem?: FieldProblem | null;
  serverError?: string | null;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email';
  type?: 'text' | 'email' | 'password' | 'date';
  multiline?: boolean;
  autoComplete?: string;
  hint?: ReactNode;
}

/** A labelled input: red border and the problem under it (aria-invalid, aria-describedby). */
export function OpsField({ id, label, value, onChange, problem, serverError, inputMode, type = 'text', multiline = false, autoComplete = 'off', hint }: FieldProps) {
  const error = problem ? <FormattedMessage {...problemTexts[problem]} /> : serverError ?? null;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const common = { id, value, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, autoComplete };
  return (
    <div className={error ? 'ops-field invalid' : 'ops-field'}>
      <label htmlFor={id}>{label}</label>
      {multiline
        ? <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
        : <input {...common} type={type} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />}
      {hint && <p id={`${id}-hint`} className="ops-hint">{hint}</p>}
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </div>
  );
}

/** A failed action: the server's own message first, else the kind's text. */
export function FailureAlert({ failure, testId = 'ops-form-error' }: { failure: OpsFailure; testId?: string }) {
  return (
    <p className="form-error" role="alert" data-testid={testId} data-kind={failure.kind}>
      <FormattedMessage {...failureTexts[failure.kind]} />
      {failure.message && failure.kind !== 'network' ? <> {failure.message}</> : null}
    </p>
  );
}

export function RetryAlert({ text, onRetry, testId }: { text: MessageDescriptor; onRetry: () => void; testId: string }) {
  return (
    <p className="form-error" role="alert" data-testid={testId}>
      <FormattedMessage {...text} />{' '}
      <button type="button" className="btn btn-text" onClick={onRetry}><FormattedMessage {...m.retry} /></button>
    </p>
  );
}

export function Pager({ page, count, onPage }: { page: number; count: number; onPage: (page: number) => void }) {
  if (count <= 1) return null;
  return (
    <nav className="ops-pager">
      <button type="button" className="btn btn-small" disabled={page <= 1} onClick={() => onPage(page - 1)}><FormattedMessage {...m.prev} /></button>
      <span><FormattedMessage {...lineFacts.page} values={{ page, count }} /></span>
      <button type="button" className="btn btn-small" disabled={page >= count} onClick={() => onPage(page + 1)}><FormattedMessage {...m.next} /></button>
    </nav>
  );
}

export function StorageText({ daysLeft, ended }: { daysLeft: number; ended: boolean }) {
  return ended
    ? <span className="ops-storage-ended"><FormattedMessage {...lineFacts.ended} values={{ days: Math.abs(daysLeft) }} /></span>
    : <FormattedMessage {...lineFacts.daysLeft} values={{ days: daysLeft }} />;
}

/** '30 × 20 × 12'. */
export const sizeOf = (d: { lengthCm: number; widthCm: number; heightCm: number }): string => `${d.lengthCm} × ${d.widthCm} × ${d.heightCm}`;
