/**
 * The pieces the steps of the account screens (/register, /reset-password) are made of: the page
 * card, the alert of the last call, a step's form with its submit button, the identifier step,
 * a step's text inputs (show-password toggle, locked fields, a 422's message under its field)
 * and the actions under the form.
 */
import { observer } from 'mobx-react-lite';
import type { FormEvent, HTMLInputAutoCompleteAttribute, ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { ResendCountdown } from '../../../application/session/countdown';
import type { FormState } from '../../../application/session/form-state';
import type { IdentifierError } from '../../../application/session/identifier';
import { AccountField } from './AccountField';
import { am, fieldErrors, identifierErrors, type FieldError } from './account-messages';
import { ResendButton } from './ResendButton';

type AnyFormState = FormState<string, string, string>;

export function AccountPage({ name, step, title, children }: { name: string; step: string; title: MessageDescriptor; children: ReactNode }) {
  return (
    <div className="narrow-card account-page" data-testid={`${name}-page`} data-step={step}>
      <h1 className="h2"><FormattedMessage {...title} /></h1>
      {children}
    </div>
  );
}

interface AlertProps {
  /** data-testid `${name}-error` / `${name}-notice`. */
  name: string;
  state: AnyFormState;
  failures: Readonly<Record<string, MessageDescriptor>>;
  /** The text of the state's notice, when one shows. */
  notice: MessageDescriptor | null;
}

/** The last call's failure (the server's own text, unless a field shows it), else its notice. */
export const AccountAlert = observer(function AccountAlert({ name, state, failures, notice }: AlertProps) {
  if (state.failure) {
    // A field's own 422 shows under the field; the alert then names the failure only.
    const underField = Object.keys(state.serverFieldErrors).length > 0;
    const failure = failures[state.failure];
    return (
      <p className="form-error account-alert" role="alert" data-testid={`${name}-error`}>
        {state.serverMessage && !underField ? state.serverMessage : failure && <FormattedMessage {...failure} />}
      </p>
    );
  }
  if (!notice) return null;
  return <p className="account-notice" role="status" data-testid={`${name}-notice`}><FormattedMessage {...notice} /></p>;
});

interface StepFormProps {
  onSubmit: () => Promise<unknown>;
  submitLabel: MessageDescriptor;
  /** A call is in flight: the button says 'Memproses...' and is disabled. */
  busy: boolean;
  children: ReactNode;
  /** Under the submit button (StepActions). */
  actions?: ReactNode;
}

/** A step's form: no browser validation (the view-model's errors show), then its submit button. */
export function StepForm({ onSubmit, submitLabel, busy, children, actions }: StepFormProps) {
  const label: MessageDescriptor = busy ? am.processing : submitLabel;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onSubmit();
  };
  return (
    <form className="account-form" noValidate onSubmit={submit}>
      {children}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        <FormattedMessage {...label} />
      </button>
      {actions}
    </form>
  );
}

/** What the identifier step reads of its view-model. */
interface IdentifierInput {
  identifier: string;
  identifierError: IdentifierError | null;
  setIdentifier(value: string): void;
  state: { busy: boolean; touch(field: 'identifier'): void };
}

interface IdentifierStepProps {
  vm: IdentifierInput;
  /** The input's id. */
  id: string;
  /** Above the field (a title or a hint). */
  intro: ReactNode;
  /** Under the field. */
  hint?: ReactNode;
  submitLabel: MessageDescriptor;
  onSubmit: () => Promise<unknown>;
}

/** Step 1 of both screens: the phone number or e-mail, with the spec's texts under it. */
export const IdentifierStep = observer(function IdentifierStep({ vm, id, intro, hint, submitLabel, onSubmit }: IdentifierStepProps) {
  const error = vm.identifierError;
  return (
    <StepForm onSubmit={onSubmit} submitLabel={submitLabel} busy={vm.state.busy}>
      {intro}
      <AccountField
        id={id} label={am.identifier} value={vm.identifier} autoComplete="username" inputMode="email"
        onChange={vm.setIdentifier} onBlur={() => vm.state.touch('identifier')}
        error={error ? identifierErrors[error] : null} hint={hint}
      />
    </StepForm>
  );
});

export interface StepInput<F extends string> {
  field: F;
  type: 'text' | 'email' | 'tel' | 'password';
  autoComplete: HTMLInputAutoCompleteAttribute;
}

interface StepFieldsProps<F extends string> {
  /** The inputs' ids are `${idPrefix}-${field}`. */
  idPrefix: string;
  inputs: readonly StepInput<F>[];
  labels: Readonly<Record<F, MessageDescriptor>>;
  values: Readonly<Record<F, string>>;
  state: Pick<FormState<NoInfer<F>, string, string>, 'serverFieldErrors' | 'showPassword' | 'toggleShowPassword' | 'touch'>;
  /** The field's own error (after blur or submit). */
  errorOf: (field: F) => FieldError | null;
  onChange: (field: F, value: string) => void;
  /** The input the show-password toggle sits beside. */
  toggleBeside: F;
  /** Read-only inputs, with `lockedHint` under them. */
  isLocked?: (field: F) => boolean;
  lockedHint?: MessageDescriptor;
}

function StepFieldsView<F extends string>(props: StepFieldsProps<F>) {
  const { idPrefix, inputs, labels, values, state, errorOf, onChange, toggleBeside, isLocked, lockedHint } = props;
  const intl = useIntl();
  return inputs.map(({ field, type, autoComplete }) => {
    const code = errorOf(field);
    const locked = isLocked?.(field) ?? false;
    return (
      <AccountField
        key={field}
        id={`${idPrefix}-${field}`}
        label={labels[field]}
        value={values[field]}
        type={type === 'password' && state.showPassword ? 'text' : type}
        autoComplete={autoComplete}
        locked={locked}
        hint={locked && lockedHint ? <FormattedMessage {...lockedHint} /> : undefined}
        onChange={(value) => onChange(field, value)}
        onBlur={() => state.touch(field)}
        error={state.serverFieldErrors[field] ?? (code ? fieldErrors[code] : null)}
        addon={field === toggleBeside ? (
          <button type="button" className="btn btn-text" onClick={state.toggleShowPassword} aria-pressed={state.showPassword}>
            {intl.formatMessage(state.showPassword ? am.hide : am.show)}
          </button>
        ) : undefined}
      />
    );
  });
}

/** A step's text inputs: red under an invalid one, the server's 422 text under the field it names. */
export const StepFields = observer(StepFieldsView) as typeof StepFieldsView;

/** What 'Kirim ulang kode' reads of its view-model. */
interface Resendable {
  countdown: ResendCountdown;
  canResend: boolean;
  resend(): Promise<boolean>;
}

/** Under a step's form: 'Kirim ulang kode' (when `resend` is given), 'Ganti nomor telepon atau e-mail'. */
export const StepActions = observer(function StepActions({ resend, onStartOver }: { resend?: Resendable; onStartOver: () => void }) {
  return (
    <div className="account-actions">
      {resend && <ResendButton countdown={resend.countdown} canResend={resend.canResend} onResend={resend.resend} />}
      <button type="button" className="btn btn-text" onClick={onStartOver}><FormattedMessage {...am.startOver} /></button>
    </div>
  );
});
