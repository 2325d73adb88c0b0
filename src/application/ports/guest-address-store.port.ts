// Addresses of a visitor who is not signed in, kept on the device (spec section 6).
import type { Address, AddressInput } from './address-api.port';

export interface GuestAddressStore {
  list(): Address[];
  /** Adds an address with a locally generated id; the first one becomes active. */
  add(input: AddressInput): Address;
  update(id: string, input: AddressInput): Address | null;
  remove(id: string): void;
  /** Marks exactly this address active. */
  setActive(id: string): void;
  clear(): void;
}

export const GUEST_ADDRESS_STORE = Symbol.for('address.GuestAddressStore');
