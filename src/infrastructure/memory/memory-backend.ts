// The state of the serverless mode: what a server would hold (accounts, tokens, carts,
// addresses), shared by the in-memory adapters of one container.
import { injectable } from 'inversify';
import type { Address } from '../../application/ports/address-api.port';
import type { CartLine } from '../../application/ports/cart-api.port';
import type { InvoiceSummary } from '../../application/ports/invoice-api.port';
import type { Customer } from '../../application/ports/session-store.port';

export const MEMORY_BACKEND = Symbol.for('infrastructure.MemoryBackend');

export interface MemoryAccount {
  customer: Customer;
  userId: string;
  password: string | null;
  verified: boolean;
  walletBalance: number;
  /** Closed (POST customer/deactivate, memory/account.memory.ts): sign-in refused. */
  deactivated?: boolean;
  /** The Google subject / Facebook user id connected to the account (docs/account-security.md "Google and Facebook"). */
  social?: Partial<Record<'google' | 'facebook', string>>;
}

/** Who a provider's token stands for (what Google's ID token or Facebook's /me would tell the server). */
export interface MemorySocialIdentity {
  provider: 'google' | 'facebook';
  id: string;
  email: string | null;
  givenName: string;
  familyName: string;
}

export interface MemoryCartLine {
  line: CartLine;
  ownerCustomer: string | null;
  ownerAccess: string | null;
}

@injectable()
export class MemoryBackend {
  readonly accounts = new Map<string, MemoryAccount>();
  /** userId -> one-time code sent. */
  readonly outbox = new Map<string, string>();
  readonly accessTokens = new Set<string>();
  /** login token -> customerKey */
  readonly loginTokens = new Map<string, string>();
  readonly cart: MemoryCartLine[] = [];
  /** customerKey -> addresses */
  readonly addresses = new Map<string, Address[]>();
  /** customerKey -> invoices */
  readonly invoices = new Map<string, InvoiceSummary[]>();
  /** customerKey -> premium until (epoch ms), set when a premium invoice is paid (membership). */
  readonly premiumUntil = new Map<string, number>();
  /** A provider's token (as MemorySocialSdk hands it out) -> its identity; an unknown token is refused. */
  readonly socialIdentities = new Map<string, MemorySocialIdentity>();
  private counter = 0;

  nextId(): number {
    this.counter += 1;
    return this.counter;
  }

  token(prefix: string): string {
    return `${prefix}-${this.nextId()}-${Math.random().toString(36).slice(2, 10)}`;
  }

  accountByIdentifier(identifier: string): MemoryAccount | undefined {
    const key = identifier.trim().toLowerCase();
    return [...this.accounts.values()].find((a) => a.userId === key || a.customer.email.toLowerCase() === key || a.customer.phoneNumber === key);
  }
}
