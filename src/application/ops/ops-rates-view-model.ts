/**
 * /ops/kurs (docs/operations-console.md "Exchange rates"): every rate with its effective date and
 * source (GET ops/kurs), a currency's history opened under it (GET ops/kurs/{code}/history), and,
 * for staff with the 'rates' permission, one rate's form (value, effective date, note) checked as
 * the server checks it (src/domain/kurs). A change of more than ±20 % from the current rate asks
 * "are you sure" before it is sent with confirm_large_change (and again if the server says the
 * current rate moved meanwhile). The form keeps its Idempotency-Key across an answer-less failure
 * (OpsForm). IDR is fixed and offers no form.
 */
import { inject, injectable, optional } from 'inversify';
import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { isLargeKursChange, kursChange, kursDateProblem, KURS_MAX, wibDate } from '../../domain/kurs';
import { OPS_API, type OpsApi, type OpsRate, type OpsRateHistoryEntry, type SetRateRequest } from '../ports/ops-api.port';
import { CLOCK, type Clock } from '../shell/app-settings';
import { OpsForm, type OpsFailure } from './ops-form';
import { decimalProblem, optionalText, parseDecimal, type FieldProblem } from './ops-rules';
import { OPS_KEY_SOURCE } from './ops-order-view-model';
import { OPS_SESSION, OpsSession } from './ops-session';

export const OPS_RATES_VIEW_MODEL = Symbol.for('ops.OpsRatesViewModel');

export type RateField = 'kurs' | 'date' | 'note';
export type RateForm = OpsForm<RateField, SetRateRequest, { rate: OpsRate; history: OpsRateHistoryEntry }>;

/** The rate field's problem: a decimal with at most two decimals, above 0, at most KURS_MAX. */
export function kursFieldProblem(text: string): FieldProblem | null {
  const problem = decimalProblem(text, 2, KURS_MAX);
  if (problem) return problem;
  return (parseDecimal(text) ?? 0) <= 0 ? 'out_of_range' : null;
}

@injectable()
export class OpsRatesViewModel {
  rates: OpsRate[] = [];
  loading = false;
  failed = false;
  /** The currency whose history is open, its entries and their load. */
  historyCode: string | null = null;
  history: OpsRateHistoryEntry[] = [];
  historyLoading = false;
  historyFailed = false;
  /** The currency whose form is open. */
  editing: string | null = null;
  form: RateForm | null = null;
  /** A change above ±20 % waits for the user's yes (the change as a share of the current rate). */
  confirming: number | null = null;
  /** The last rate saved (the page says so). */
  saved: OpsRate | null = null;
  private confirmed = false;
  private seq = 0;

  constructor(
    @inject(OPS_API) private readonly api: OpsApi,
    @inject(OPS_SESSION) readonly session: OpsSession,
    @inject(OPS_KEY_SOURCE) @optional() private readonly newKey?: () => string,
    @inject(CLOCK) @optional() private readonly clock?: Clock,
  ) {
    makeObservable<this, 'api' | 'newKey' | 'clock' | 'confirmed' | 'seq' | 'readHistory'>(this, {
      api: false, newKey: false, clock: false, confirmed: false, seq: false, session: false, readHistory: actionBound,
      rates: observableRef, loading: observable, failed: observable, historyCode: observable, history: observableRef,
      historyLoading: observable, historyFailed: observable, editing: observable, form: observableRef, confirming: observable, saved: observableRef,
      canSet: computed, editingRate: computed,
      load: actionBound, toggleHistory: actionBound, reloadHistory: actionBound, edit: actionBound, setValue: actionBound, cancel: actionBound, submit: actionBound, confirm: actionBound, dismissConfirm: actionBound,
    });
  }

  /** Staff with the 'rates' permission (GET ops/me) are offered the form. */
  get canSet(): boolean {
    return this.session.can('rates');
  }

  get editingRate(): OpsRate | null {
    return this.rates.find((r) => r.code === this.editing) ?? null;
  }

  /** 'YYYY-MM-DD' in Jakarta today: the form's default effective date and the latest one allowed. */
  today(): string {
    return wibDate(this.clock ? this.clock.now() : Date.now());
  }

  async load(): Promise<void> {
    this.loading = true;
    this.failed = false;
    try {
      const rates = await this.api.rates();
      runInAction(() => {
        this.rates = rates;
      });
    } catch (error) {
      this.session.handle(error);
      runInAction(() => {
        this.failed = true;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Opens (or closes, when open) a currency's history. */
  async toggleHistory(code: string): Promise<void> {
    if (this.historyCode === code) {
      this.historyCode = null;
      return;
    }
    await this.readHistory(code);
  }

  /** Reads the open history again (after a failure). */
  async reloadHistory(): Promise<void> {
    if (this.historyCode) await this.readHistory(this.historyCode);
  }

  private async readHistory(code: string): Promise<void> {
    const seq = ++this.seq;
    this.historyCode = code;
    this.history = [];
    this.historyLoading = true;
    this.historyFailed = false;
    try {
      const history = await this.api.rateHistory(code);
      if (seq !== this.seq) return;
      runInAction(() => {
        this.history = history;
      });
    } catch (error) {
      this.session.handle(error);
      if (seq === this.seq) runInAction(() => { this.historyFailed = true; });
    } finally {
      if (seq === this.seq) runInAction(() => { this.historyLoading = false; });
    }
  }

  /** Opens the form of one currency, with today's date (none for IDR, or without the permission). */
  edit(code: string): void {
    const rate = this.rates.find((r) => r.code === code);
    if (!rate || rate.fixed || !this.canSet) return;
    this.editing = code;
    this.confirming = null;
    this.saved = null;
    this.confirmed = false;
    const today = this.today();
    this.form = new OpsForm<RateField, SetRateRequest, { rate: OpsRate; history: OpsRateHistoryEntry }>({
      initial: { kurs: '', date: today, note: '' },
      check: (v) => ({
        kurs: kursFieldProblem(v.kurs) ?? undefined,
        date: v.date.trim() === '' ? 'required' : kursDateProblem(v.date.trim(), this.today()) ? 'out_of_range' : undefined,
        note: optionalText(v.note, 500) ?? undefined,
      }),
      request: (v) => ({ kurs: parseDecimal(v.kurs) ?? 0, date: v.date.trim(), note: v.note.trim() || null, confirmLargeChange: this.confirmed }),
      send: (request, key) => this.api.setRate(code, request, key),
    }, (outcome) => this.after(outcome), this.newKey);
  }

  /** A field typed: a new rate asks again before a large change. */
  setValue(field: RateField, value: string): void {
    if (field === 'kurs') this.confirmed = false;
    this.form?.set(field, value);
  }

  cancel(): void {
    this.editing = null;
    this.form = null;
    this.confirming = null;
    this.confirmed = false;
  }

  /** Sends the form; a change above ±20 % first asks (confirming) and waits for confirm(). */
  async submit(): Promise<boolean> {
    const form = this.form;
    const rate = this.editingRate;
    if (!form || !rate) return false;
    if (!this.confirmed && form.valid) {
      const next = parseDecimal(form.values.kurs) ?? 0;
      if (isLargeKursChange(rate.kurs, next)) {
        form.submitted = true;
        this.confirming = kursChange(rate.kurs, next);
        return false;
      }
    }
    return (await form.submit()) !== null;
  }

  /** Yes: the large change is sent with confirm_large_change. */
  async confirm(): Promise<boolean> {
    this.confirmed = true;
    this.confirming = null;
    return this.submit();
  }

  dismissConfirm(): void {
    this.confirming = null;
  }

  private async after(outcome: { done: { rate: OpsRate; history: OpsRateHistoryEntry } } | { failure: OpsFailure }): Promise<void> {
    if ('done' in outcome) {
      const { rate, history } = outcome.done;
      runInAction(() => {
        this.rates = this.rates.map((r) => (r.code === rate.code ? rate : r));
        if (this.historyCode === rate.code) this.history = [history, ...this.history];
        this.saved = rate;
        this.cancel();
      });
      return;
    }
    if (outcome.failure.kind === 'unauthorized') this.session.expire();
    if (outcome.failure.kind === 'forbidden') void this.session.loadProfile();
    if (outcome.failure.reason === 'LARGE_CHANGE_UNCONFIRMED') {
      // The current rate moved meanwhile (another operator, the import): read it again and ask.
      this.confirmed = false;
      await this.load();
      const rate = this.editingRate;
      const next = parseDecimal(this.form?.values.kurs ?? '') ?? 0;
      runInAction(() => {
        this.confirming = rate ? kursChange(rate.kurs, next) : null;
      });
    }
  }
}
