/**
 * The card fields of the payment panel (InvoicePayment.card): number (grouped by 4 as typed, the
 * network shown), expiry month and year, CVV; browser autofill names (cc-number, cc-exp-month,
 * cc-exp-year, cc-csc), numeric keyboards, the field errors after a submit attempt. The card goes
 * to the gateway's client library only (the notice says so); nothing here stores it.
 */
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { InvoicePayment } from '../../../application/payment/invoice-payment';
import type { CardFormField } from '../../../application/payment/card-form';
import type { CardBrand, CardErrorCode, CardField } from '../../../domain/payment';
import { cardBrandLabel, cardMessages as m } from './payment-messages';

/** The form's card and whether a submit is running (the payment panel's InvoicePayment, or /payment's saved-card form). */
export type CardPayment = Pick<InvoicePayment, 'card' | 'charging'>;

export const BRAND_NAMES: Readonly<Record<Exclude<CardBrand, 'unknown'>, string>> = {
  visa: 'Visa', mastercard: 'Mastercard', jcb: 'JCB', amex: 'American Express',
};

const ERROR_TEXTS: Readonly<Record<CardField, Readonly<Record<CardErrorCode, MessageDescriptor>>>> = {
  number: { required: m.numberRequired, invalid: m.numberInvalid, expired: m.numberInvalid },
  expiry: { required: m.expiryRequired, invalid: m.expiryInvalid, expired: m.expiryExpired },
  cvv: { required: m.cvvRequired, invalid: m.cvvInvalid, expired: m.cvvInvalid },
};

function FieldError({ id, field, code }: { id: string; field: CardField; code: CardErrorCode | undefined }) {
  if (!code) return null;
  return <p className="field-error" id={id} data-testid={`card-error-${field}`}><FormattedMessage {...ERROR_TEXTS[field][code]} /></p>;
}

interface InputProps {
  id: string;
  field: CardFormField;
  label: ReactNode;
  autoComplete: string;
  maxLength: number;
  invalid: boolean;
  describedBy?: string;
  testId: string;
  payment: CardPayment;
}

const CardInput = observer(function CardInput({ id, field, label, autoComplete, maxLength, invalid, describedBy, testId, payment }: InputProps) {
  return (
    <div className={invalid ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id} type="text" inputMode="numeric" autoComplete={autoComplete} maxLength={maxLength} spellCheck={false}
        value={payment.card[field]} onChange={(e) => payment.card.set(field, e.target.value)} disabled={payment.charging}
        aria-invalid={invalid || undefined} aria-describedby={describedBy} data-testid={testId}
      />
    </div>
  );
});

export const CardForm = observer(function CardForm({ payment }: { payment: CardPayment }) {
  const base = useId();
  const errors = payment.card.errors;
  const brand = payment.card.brand;
  const ids = { number: `${base}-number`, month: `${base}-month`, year: `${base}-year`, cvv: `${base}-cvv`, cvvHint: `${base}-cvv-hint` };
  const errorId = (field: CardField) => (errors[field] ? `${base}-${field}-error` : undefined);
  return (
    <fieldset className="card-form" data-testid="card-form">
      <legend className="h6"><FormattedMessage {...m.legend} /></legend>
      <CardInput
        id={ids.number} field="number" label={<FormattedMessage {...m.number} />} autoComplete="cc-number" maxLength={23}
        invalid={Boolean(errors.number)} describedBy={errorId('number')} testId="card-number" payment={payment}
      />
      {brand !== 'unknown' && (
        <p className="small muted" data-testid="card-brand"><FormattedMessage {...cardBrandLabel} values={{ brand: BRAND_NAMES[brand] }} /></p>
      )}
      <FieldError id={`${base}-number-error`} field="number" code={errors.number} />
      <fieldset>
        <legend><FormattedMessage {...m.expiry} /></legend>
        <div className="field-row">
          <CardInput
            id={ids.month} field="expMonth" label={<FormattedMessage {...m.expMonth} />} autoComplete="cc-exp-month" maxLength={2}
            invalid={Boolean(errors.expiry)} describedBy={errorId('expiry')} testId="card-exp-month" payment={payment}
          />
          <CardInput
            id={ids.year} field="expYear" label={<FormattedMessage {...m.expYear} />} autoComplete="cc-exp-year" maxLength={4}
            invalid={Boolean(errors.expiry)} describedBy={errorId('expiry')} testId="card-exp-year" payment={payment}
          />
        </div>
        <FieldError id={`${base}-expiry-error`} field="expiry" code={errors.expiry} />
      </fieldset>
      <CardInput
        id={ids.cvv} field="cvv" label={<FormattedMessage {...m.cvv} />} autoComplete="cc-csc" maxLength={4}
        invalid={Boolean(errors.cvv)} describedBy={[ids.cvvHint, errorId('cvv')].filter(Boolean).join(' ')} testId="card-cvv" payment={payment}
      />
      <p className="small muted" id={ids.cvvHint}><FormattedMessage {...m.cvvHint} /></p>
      <FieldError id={`${base}-cvv-error`} field="cvv" code={errors.cvv} />
      <p className="small muted" data-testid="card-notice"><FormattedMessage {...m.notice} /></p>
    </fieldset>
  );
});
