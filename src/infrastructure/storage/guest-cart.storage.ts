// GuestCartStore over local storage, key 'titip.guest_cart' (its own key, never in the session).
import { inject, injectable } from 'inversify';
import type { CartLine } from '../../application/ports/cart-api.port';
import type { GuestCartStore } from '../../application/ports/guest-cart-store.port';
import { BROWSER_STORAGE, STORAGE_KEYS, readJson, writeJson, type KeyValueStorage } from './browser-storage';
import { isCartLine, isUnknownArray } from './shapes';

@injectable()
export class LocalGuestCartStore implements GuestCartStore {
  constructor(@inject(BROWSER_STORAGE) private readonly storage: KeyValueStorage) {}

  list(): CartLine[] {
    const raw = readJson(this.storage, STORAGE_KEYS.guestCart, isUnknownArray);
    if (!raw) return [];
    const lines = raw.filter(isCartLine);
    if (lines.length !== raw.length) this.write(lines);
    return lines;
  }

  upsert(line: CartLine): void {
    const lines = this.list();
    const i = lines.findIndex((l) => l.code === line.code);
    if (i >= 0) lines[i] = line;
    else lines.push(line);
    this.write(lines);
  }

  remove(codes: string[]): void {
    this.write(this.list().filter((l) => !codes.includes(l.code)));
  }

  removeIds(ids: number[]): void {
    this.write(this.list().filter((l) => !ids.includes(l.id)));
  }

  replace(lines: CartLine[]): void {
    this.write(lines.filter(isCartLine));
  }

  clear(): void {
    this.write([]);
  }

  private write(lines: CartLine[]): void {
    writeJson(this.storage, STORAGE_KEYS.guestCart, lines);
  }
}
