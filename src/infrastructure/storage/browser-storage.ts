// A safe layer over localStorage: JSON entries validated on read; a corrupted entry
// (bad JSON, wrong shape) is removed on its own and reads as absent; a full or
// unavailable storage never throws.

/** The part of the Web Storage API the adapters use (localStorage, or a stub in tests). */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** Cookies the version check may clear (document.cookie in the browser). */
export interface CookieJar {
  names(): string[];
  remove(name: string): void;
}

export const BROWSER_STORAGE = Symbol.for('infrastructure.BrowserStorage');
export const COOKIE_JAR = Symbol.for('infrastructure.CookieJar');

/** Every key the storefront writes in local storage. */
export const STORAGE_KEYS = {
  /** The state version the stored data belongs to. */
  version: 'app_version',
  /** 'ID' or 'EN' (spec section 3). */
  language: 'lang',
  /** { accessToken, loginToken, user, referral, registerRules } */
  session: 'titip.session',
  /** CartLine[] of the visitor (kept out of the session, spec section 9). */
  guestCart: 'titip.guest_cart',
  /** Address[] of the visitor. */
  guestAddresses: 'titip.guest_addresses',
} as const;

export class MemoryKeyValueStorage implements KeyValueStorage {
  private readonly map = new Map<string, string>();
  get length(): number {
    return this.map.size;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, String(value));
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
}

/** localStorage when usable (private modes may throw on access), else an in-memory stand-in. */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      const probe = '__titip_probe__';
      storage.setItem(probe, '1');
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // fall through
  }
  return new MemoryKeyValueStorage();
}

export function documentCookieJar(): CookieJar {
  return {
    names() {
      if (typeof document === 'undefined') return [];
      return document.cookie
        .split(';')
        .map((part) => part.split('=')[0]?.trim() ?? '')
        .filter(Boolean);
    },
    remove(name) {
      if (typeof document === 'undefined') return;
      const expired = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
      document.cookie = expired;
      const host = globalThis.location?.hostname;
      if (host) document.cookie = `${expired}; domain=${host}`;
    },
  };
}

export function readJson<T>(storage: KeyValueStorage, key: string, isValid: (value: unknown) => value is T): T | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return value;
  } catch {
    // bad JSON: discarded below
  }
  safeRemove(storage, key);
  return null;
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the in-memory state still works for this visit.
  }
}

export function safeRemove(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // ignore
  }
}

/**
 * Spec section 4: when the stored app version differs from the running one, all local
 * storage and cookies are cleared and the new version stored. Returns true when it cleared.
 */
export function ensureStorageVersion(storage: KeyValueStorage, cookies: CookieJar | null, version: string): boolean {
  let stored: string | null = null;
  try {
    stored = storage.getItem(STORAGE_KEYS.version);
  } catch {
    stored = null;
  }
  if (stored === version) return false;
  try {
    storage.clear();
  } catch {
    // ignore
  }
  if (cookies) for (const name of cookies.names()) cookies.remove(name);
  try {
    storage.setItem(STORAGE_KEYS.version, version);
  } catch {
    // ignore
  }
  return true;
}
