/**
 * /bank-account (docs/ui-orders.md 'Wallet, top-up and withdrawals'; spec section 3 'Bank account'): the
 * customer's accounts (the main one marked), the form to add one (a bank of wallet/available-banks,
 * filtered by a search; the number, 6 to 20 digits; the owner's name; the branch, optional), 'set as
 * main' and delete. A refusal is kept in `error` (the screen shows the server's message).
 */
import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  BANK_ACCOUNT_API, BANK_ACCOUNT_NUMBER, type AvailableBank, type BankAccount, type BankAccountApi,
} from '../ports/bank-account-api.port';
import { loadInto } from './load-state';

export const BANK_ACCOUNT_VIEW_MODEL = Symbol.for('payment.BankAccountViewModel');

export interface BankAccountForm {
  bankCode: string;
  number: string;
  ownerName: string;
  bankBranch: string;
}

export interface BankAccountProblems {
  bankCode: 'required' | null;
  number: 'required' | 'invalid' | null;
  ownerName: 'required' | null;
}

const EMPTY_FORM: BankAccountForm = { bankCode: '', number: '', ownerName: '', bankBranch: '' };

@injectable()
export class BankAccountViewModel {
  accounts: BankAccount[] = [];
  banks: AvailableBank[] = [];
  bankSearch = '';
  loading = false;
  loadError: unknown = null;
  form: BankAccountForm = { ...EMPTY_FORM };
  submitted = false;
  saving = false;
  /** The account a 'set as main' or delete is running for. */
  busyId: string | null = null;
  error: unknown = null;
  private searchSeq = 0;

  constructor(@inject(BANK_ACCOUNT_API) private readonly api: BankAccountApi) {
    makeObservable<this, 'api' | 'searchSeq'>(this, {
      api: false, searchSeq: false,
      accounts: observableRef, banks: observableRef, bankSearch: observable, loading: observable, loadError: observableRef,
      form: observable, submitted: observable, saving: observable, busyId: observable, error: observableRef,
      problems: computed, shownProblems: computed,
      load: actionBound, searchBanks: actionBound, setField: actionBound, add: actionBound, setMain: actionBound, remove: actionBound,
    });
  }

  get problems(): BankAccountProblems {
    const number = this.form.number.replace(/\s/g, '');
    return {
      bankCode: this.form.bankCode ? null : 'required',
      number: number === '' ? 'required' : BANK_ACCOUNT_NUMBER.test(number) ? null : 'invalid',
      ownerName: this.form.ownerName.trim() ? null : 'required',
    };
  }

  get shownProblems(): BankAccountProblems {
    return this.submitted ? this.problems : { bankCode: null, number: null, ownerName: null };
  }

  async load(): Promise<void> {
    await loadInto(this, () => Promise.all([this.api.list(), this.api.availableBanks()]), ([accounts, banks]) => {
      this.accounts = accounts;
      this.banks = banks;
    });
  }


  /** Filters the bank picker (a later search wins; a failed search keeps the list). */
  async searchBanks(search: string): Promise<void> {
    this.bankSearch = search;
    const seq = ++this.searchSeq;
    try {
      const banks = await this.api.availableBanks(search);
      runInAction(() => {
        if (seq !== this.searchSeq) return;
        this.banks = banks;
        if (banks.length === 1 && banks[0]) this.form.bankCode = banks[0].bankCode;
      });
    } catch {
      // the previous list stays
    }
  }

  setField(field: keyof BankAccountForm, value: string): void {
    this.form[field] = value;
    this.error = null;
  }

  /** Adds the form's account; true when the server took it (the form is cleared, the list reloaded). */
  async add(): Promise<boolean> {
    this.submitted = true;
    const p = this.problems;
    if (p.bankCode || p.number || p.ownerName || this.saving) return false;
    this.saving = true;
    this.error = null;
    try {
      await this.api.create({
        bankCode: this.form.bankCode, number: this.form.number.replace(/\s/g, ''), ownerName: this.form.ownerName.trim(),
        bankBranch: this.form.bankBranch.trim() || null,
      });
      runInAction(() => {
        this.form = { ...EMPTY_FORM };
        this.submitted = false;
      });
      await this.reload();
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = error;
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  setMain(id: string): Promise<boolean> {
    return this.change(id, () => this.api.update(id, { isMain: true }));
  }

  remove(id: string): Promise<boolean> {
    return this.change(id, () => this.api.remove(id));
  }

  private async change(id: string, run: () => Promise<unknown>): Promise<boolean> {
    if (this.busyId !== null) return false;
    runInAction(() => {
      this.busyId = id;
      this.error = null;
    });
    try {
      await run();
      await this.reload();
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = error;
      });
      return false;
    } finally {
      runInAction(() => {
        this.busyId = null;
      });
    }
  }

  private async reload(): Promise<void> {
    const accounts = await this.api.list();
    runInAction(() => {
      this.accounts = accounts;
    });
  }
}
