// BankAccountApi over HTTP (docs/payments.md 'Top-up, bank accounts and withdrawals'):
// customer/bank-accounts (the writes are signed by the HttpClient: src/domain/api-signature) and
// GET wallet/available-banks. Wire: snake_case, numeric ids as strings; a wrong shape is MALFORMED_RESPONSE.
import { inject, injectable } from 'inversify';
import type {
  AvailableBank, BankAccount, BankAccountApi, BankAccountInput, BankAccountUpdate,
} from '../../application/ports/bank-account-api.port';
import { bool, list, obj, optStr, str, type Json } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';

/** The id as the server takes it: a number when it is one. */
export const wireId = (id: string): string | number => (/^\d{1,15}$/.test(id) ? Number(id) : id);

export function toBankAccount(value: unknown, path = 'data'): BankAccount {
  const row = obj(value, path);
  return {
    id: str(row.bank_account_id, `${path}.bank_account_id`),
    bank: str(row.bank, `${path}.bank`),
    bankCode: str(row.bank_code, `${path}.bank_code`),
    bankBranch: optStr(row.bank_branch, `${path}.bank_branch`),
    number: str(row.number, `${path}.number`),
    ownerName: str(row.owner_name, `${path}.owner_name`),
    isMain: bool(row.is_main, `${path}.is_main`),
  };
}

function toAvailableBank(value: unknown, path: string): AvailableBank {
  const row = obj(value, path);
  return { bankCode: str(row.bank_code, `${path}.bank_code`), name: str(row.name, `${path}.name`) };
}

export function bankAccountBody(input: BankAccountInput): Json {
  const body: Json = { bank_code: input.bankCode, number: input.number, owner_name: input.ownerName };
  if (input.bankBranch) body.bank_branch = input.bankBranch;
  return body;
}

export function bankAccountUpdateBody(update: BankAccountUpdate): Json {
  const body: Json = {};
  if (update.ownerName !== undefined) body.owner_name = update.ownerName;
  if (update.bankBranch !== undefined) body.bank_branch = update.bankBranch;
  if (update.isMain !== undefined) body.is_main = update.isMain;
  return body;
}

const accountPath = (id: string) => `customer/bank-accounts/${encodeURIComponent(id)}`;

@injectable()
export class HttpBankAccountApi implements BankAccountApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async list(): Promise<BankAccount[]> {
    return list(envelope(await this.http.get('customer/bank-accounts')).data, 'data', toBankAccount);
  }

  async create(input: BankAccountInput): Promise<BankAccount> {
    return toBankAccount(envelope(await this.http.post('customer/bank-accounts', { body: bankAccountBody(input), idempotent: true })).data);
  }

  async update(id: string, update: BankAccountUpdate): Promise<BankAccount> {
    return toBankAccount(envelope(await this.http.put(accountPath(id), { body: bankAccountUpdateBody(update) })).data);
  }

  async remove(id: string): Promise<void> {
    await this.http.delete(accountPath(id));
  }

  async availableBanks(search?: string): Promise<AvailableBank[]> {
    const query = search?.trim() ? { search: search.trim() } : undefined;
    return list(envelope(await this.http.get('wallet/available-banks', { query })).data, 'data', toAvailableBank);
  }
}
