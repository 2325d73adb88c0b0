// The in-memory bank accounts (docs/payments.md 'Top-up, bank accounts and withdrawals'): one list per
// customer, deterministic ids (BA-1, BA-2 ...), the first account main, setting main unsets the
// others, another customer's id NOT_FOUND; the fixed list of banks the server offers.
import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import {
  BANK_ACCOUNT_NUMBER, type AvailableBank, type BankAccount, type BankAccountApi, type BankAccountInput, type BankAccountUpdate,
} from '../../application/ports/bank-account-api.port';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';
import { MEMORY_BACKEND, type MemoryBackend } from './memory-backend';
import { copy, requireCustomer } from './memory-helpers';

/** The server's fixed list (server/modules/payments/banks.ts). */
export const DEMO_BANKS: readonly AvailableBank[] = [
  { bankCode: 'bca', name: 'BCA' },
  { bankCode: 'bni', name: 'BNI' },
  { bankCode: 'bri', name: 'BRI' },
  { bankCode: 'mandiri', name: 'Mandiri' },
  { bankCode: 'permata', name: 'Permata' },
  { bankCode: 'cimb', name: 'CIMB Niaga' },
  { bankCode: 'bsi', name: 'BSI' },
  { bankCode: 'danamon', name: 'Danamon' },
  { bankCode: 'btn', name: 'BTN' },
  { bankCode: 'ocbc', name: 'OCBC NISP' },
];

const invalid = (reason: string, message: string, field: string) => new ApiError('UNPROCESSABLE', { reason, message, field });
const notFound = () => new ApiError('NOT_FOUND', { reason: 'BANK_ACCOUNT_NOT_FOUND', message: 'Rekening bank tidak ditemukan' });

@injectable()
export class MemoryBankAccountApi implements BankAccountApi {
  private readonly accounts = new Map<string, BankAccount[]>();
  private seq = 0;

  constructor(
    @inject(MEMORY_BACKEND) private readonly backend: MemoryBackend,
    @inject(SESSION_STORE) private readonly session: SessionStore,
  ) {}

  private own(): BankAccount[] {
    const key = requireCustomer(this.backend, this.session).customer.customerKey;
    let rows = this.accounts.get(key);
    if (!rows) {
      rows = [];
      this.accounts.set(key, rows);
    }
    return rows;
  }

  /** The caller's account (the withdrawal's payout reads it); NOT_FOUND for another's. */
  account(id: string): BankAccount {
    const row = this.own().find((a) => a.id === id);
    if (!row) throw notFound();
    return row;
  }

  async list(): Promise<BankAccount[]> {
    return copy(this.own());
  }

  async create(input: BankAccountInput): Promise<BankAccount> {
    const rows = this.own();
    const bank = DEMO_BANKS.find((b) => b.bankCode === input.bankCode);
    if (!bank) throw invalid('BANK_UNKNOWN', 'Bank tidak dikenal', 'body.bank_code');
    const number = input.number.trim();
    if (!BANK_ACCOUNT_NUMBER.test(number)) throw invalid('BANK_ACCOUNT_NUMBER_INVALID', 'Nomor rekening harus 6 sampai 20 angka', 'body.number');
    const ownerName = input.ownerName.trim();
    if (!ownerName) throw invalid('OWNER_NAME_REQUIRED', 'Nama pemilik rekening wajib diisi', 'body.owner_name');
    this.seq += 1;
    const row: BankAccount = {
      id: `BA-${this.seq}`, bank: bank.name, bankCode: bank.bankCode, bankBranch: input.bankBranch?.trim() || null, number, ownerName,
      isMain: !rows.some((a) => a.isMain),
    };
    rows.push(row);
    return copy(row);
  }

  async update(id: string, update: BankAccountUpdate): Promise<BankAccount> {
    const row = this.account(id);
    if (update.ownerName !== undefined) {
      if (!update.ownerName.trim()) throw invalid('OWNER_NAME_REQUIRED', 'Nama pemilik rekening wajib diisi', 'body.owner_name');
      row.ownerName = update.ownerName.trim();
    }
    if (update.bankBranch !== undefined) row.bankBranch = update.bankBranch?.trim() || null;
    if (update.isMain) for (const other of this.own()) other.isMain = other.id === id;
    return copy(row);
  }

  async remove(id: string): Promise<void> {
    const rows = this.own();
    const index = rows.findIndex((a) => a.id === id);
    if (index < 0) throw notFound();
    rows.splice(index, 1);
  }

  async availableBanks(search?: string): Promise<AvailableBank[]> {
    const q = search?.trim().toLowerCase() ?? '';
    return copy(DEMO_BANKS.filter((b) => !q || b.name.toLowerCase().includes(q) || b.bankCode.includes(q)));
  }
}
