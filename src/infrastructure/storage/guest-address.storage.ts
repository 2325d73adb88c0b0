// GuestAddressStore over local storage, key 'titip.guest_addresses'. Ids are generated
// locally from the time and a random number (spec section 3).
import { inject, injectable } from 'inversify';
import type { Address, AddressInput } from '../../application/ports/address-api.port';
import type { GuestAddressStore } from '../../application/ports/guest-address-store.port';
import { BROWSER_STORAGE, STORAGE_KEYS, readJson, writeJson, type KeyValueStorage } from './browser-storage';
import { isAddress, isUnknownArray } from './shapes';

export const ID_SOURCE = Symbol.for('infrastructure.IdSource');

/** Clock and randomness for local ids (injected so tests are deterministic). */
export interface IdSource {
  now(): number;
  random(): number;
}

export const systemIdSource: IdSource = { now: () => Date.now(), random: () => Math.random() };

export function localAddressId(source: IdSource): string {
  return `local-${source.now()}-${Math.floor(source.random() * 1_000_000)}`;
}

/** Exactly one active address once any exists: the given one, else the current one, else the first. */
export function withOneActive(addresses: Address[], activeId?: string): Address[] {
  const target = activeId ?? addresses.find((a) => a.active)?.id ?? addresses[0]?.id;
  return addresses.map((a) => ({ ...a, active: a.id === target }));
}

@injectable()
export class LocalGuestAddressStore implements GuestAddressStore {
  constructor(
    @inject(BROWSER_STORAGE) private readonly storage: KeyValueStorage,
    @inject(ID_SOURCE) private readonly ids: IdSource,
  ) {}

  list(): Address[] {
    const raw = readJson(this.storage, STORAGE_KEYS.guestAddresses, isUnknownArray);
    if (!raw) return [];
    const addresses = raw.filter(isAddress);
    if (addresses.length !== raw.length) this.write(withOneActive(addresses));
    return addresses;
  }

  add(input: AddressInput): Address {
    const existing = this.list();
    let id = localAddressId(this.ids);
    while (existing.some((a) => a.id === id)) id = localAddressId(this.ids);
    const address: Address = { ...input, id, active: existing.length === 0 };
    this.write(withOneActive([...existing, address]));
    return address;
  }

  update(id: string, input: AddressInput): Address | null {
    const addresses = this.list();
    const current = addresses.find((a) => a.id === id);
    if (!current) return null;
    const updated: Address = { ...input, id, active: current.active };
    this.write(addresses.map((a) => (a.id === id ? updated : a)));
    return updated;
  }

  remove(id: string): void {
    this.write(withOneActive(this.list().filter((a) => a.id !== id)));
  }

  setActive(id: string): void {
    const addresses = this.list();
    if (addresses.some((a) => a.id === id)) this.write(withOneActive(addresses, id));
  }

  clear(): void {
    this.write([]);
  }

  private write(addresses: Address[]): void {
    writeJson(this.storage, STORAGE_KEYS.guestAddresses, addresses);
  }
}
