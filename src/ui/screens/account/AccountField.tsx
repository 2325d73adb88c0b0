/** A labelled input of the account screens: red border and red text under the field when invalid (spec section 5). */
import type { HTMLInputAutoCompleteAttribute, ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration';

interface Props {
  id: string;
  label: MessageDescriptor;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A message of the catalogue, or the server's own text. */
  error?: MessageDescriptor | string | null;
  type?: 'text' | 'email' | 'tel' | 'password';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** Shown read-only (e.g. the identifier verified in an earlier step). */
  locked?: boolean;
  hint?: ReactNode;
  /** Beside the input (e.g. the show-password toggle). */
  addon?: ReactNode;
}

export function AccountField({ id, label, value, onChange, onBlur, error, type = 'text', inputMode, autoComplete, locked = false, hint, addon }: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const typed = useTypedBeforeHydration(value, onChange);
  const input = (
    <input
      ref={typed}
      id={id}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      value={value}
      readOnly={locked}
      aria-readonly={locked || undefined}
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
  return (
    <div className={['field', error ? 'invalid' : '', locked ? 'locked' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}><FormattedMessage {...label} /></label>
      {addon ? <div className="input-with-button">{input}{addon}</div> : input}
      {hint && <p id={hintId} className="muted small field-hint">{hint}</p>}
      {error && (
        <p id={errorId} className="field-error">
          {typeof error === 'string' ? error : <FormattedMessage {...error} />}
        </p>
      )}
    </div>
  );
}
