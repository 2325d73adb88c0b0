// The customer's bank accounts for withdrawals (docs/payments.md 'Top-up, bank accounts and
// withdrawals'): GET/POST customer/bank-accounts, PUT/DELETE customer/bank-accounts/{id} (the
// writes are signed), GET wallet/available-banks. The 'checkout' feature's.

export interface BankAccount {
  id: string;
  /** The bank's name ('BCA'). */
  bank: string;
  bankCode: string;
  bankBranch: string | null;
  number: string;
  ownerName: string;
  isMain: boolean;
}

export interface BankAccountInput {
  bankCode: string;
  /** 6 to 20 digits. */
  number: string;
  ownerName: string;
  bankBranch?: string | null;
}

export interface BankAccountUpdate {
  ownerName?: string;
  bankBranch?: string | null;
  /** true makes it the main account (the others are unset). */
  isMain?: boolean;
}

export interface AvailableBank {
  bankCode: string;
  name: string;
}

export interface BankAccountApi {
  list(): Promise<BankAccount[]>;
  /** The first account is the main one. */
  create(input: BankAccountInput): Promise<BankAccount>;
  /** Another customer's id: NOT_FOUND. */
  update(id: string, update: BankAccountUpdate): Promise<BankAccount>;
  remove(id: string): Promise<void>;
  /** The banks an account can be at, filtered by name or code. */
  availableBanks(search?: string): Promise<AvailableBank[]>;
}

export const BANK_ACCOUNT_API = Symbol.for('bank.BankAccountApi');

/** A bank account number: 6 to 20 digits. */
export const BANK_ACCOUNT_NUMBER = /^\d{6,20}$/;
