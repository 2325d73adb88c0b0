/**
 * The card form of the payment panel (InvoicePayment): number, expiry month and year, CVV as typed.
 * Only in memory, never persisted; the CVV is cleared after every attempt and the whole card once
 * charged. Field errors (domain `validateCard`) show after the first submit attempt and follow the
 * typing from then on.
 */
import { actionBound, computed, makeObservable, observable } from 'mobx';
import { cardBrand, formatCardNumber, validateCard, type CardBrand, type CardCheck, type CardErrorCode, type CardField } from '../../domain/payment';

export type CardFormField = 'number' | 'expMonth' | 'expYear' | 'cvv';

export class CardForm {
  number = '';
  expMonth = '';
  expYear = '';
  cvv = '';
  /** A submit was attempted: the field errors show. */
  submitted = false;

  constructor(private readonly now: () => number) {
    makeObservable<this, 'now'>(this, {
      now: false, number: observable, expMonth: observable, expYear: observable, cvv: observable, submitted: observable,
      check: computed, brand: computed, errors: computed,
      set: actionBound, submit: actionBound, clearSecret: actionBound, clear: actionBound,
    });
  }

  /** The number is shown in groups of 4 as typed; the others keep their digits only. */
  set(field: CardFormField, value: string): void {
    if (field === 'number') this.number = formatCardNumber(value);
    else this[field] = value.replace(/\D/g, '').slice(0, field === 'expYear' || field === 'cvv' ? 4 : 2);
  }

  get check(): CardCheck {
    return validateCard({ number: this.number, expMonth: this.expMonth, expYear: this.expYear, cvv: this.cvv }, new Date(this.now()));
  }

  get brand(): CardBrand {
    return cardBrand(this.number);
  }

  /** The errors to show (after a submit attempt). */
  get errors(): Partial<Record<CardField, CardErrorCode>> {
    const check = this.check;
    return this.submitted && !check.ok ? check.errors : {};
  }

  /** A submit attempt: the checked card, or null (the errors now show). */
  submit(): Extract<CardCheck, { ok: true }> | null {
    this.submitted = true;
    const check = this.check;
    return check.ok ? check : null;
  }

  /** After an attempt: the CVV is typed again (its 'required' shows only at the next submit). */
  clearSecret(): void {
    this.cvv = '';
    this.submitted = false;
  }

  /** After the charge: nothing of the card stays. */
  clear(): void {
    this.number = '';
    this.expMonth = '';
    this.expYear = '';
    this.cvv = '';
    this.submitted = false;
  }
}
