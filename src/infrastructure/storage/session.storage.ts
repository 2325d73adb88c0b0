// SessionStore over local storage: the session under 'titip.session', the language under 'lang'.
import { inject, injectable } from 'inversify';
import type { Customer, Language, RegisterRules, SessionSnapshot, SessionStore } from '../../application/ports/session-store.port';
import { BROWSER_STORAGE, STORAGE_KEYS, readJson, safeRemove, writeJson, type KeyValueStorage } from './browser-storage';
import { isStoredSession, type StoredSession } from './shapes';

const EMPTY: StoredSession = { accessToken: null, loginToken: null, user: null, referral: null, registerRules: null };

export function readLanguage(storage: KeyValueStorage): Language {
  let raw: string | null = null;
  try {
    raw = storage.getItem(STORAGE_KEYS.language);
  } catch {
    return 'id';
  }
  if (raw === null) return 'id';
  const value = raw.replace(/"/g, '').trim().toUpperCase();
  if (value === 'ID') return 'id';
  if (value === 'EN') return 'en';
  safeRemove(storage, STORAGE_KEYS.language);
  return 'id';
}

@injectable()
export class LocalSessionStore implements SessionStore {
  private state: StoredSession;
  private lang: Language;

  constructor(@inject(BROWSER_STORAGE) private readonly storage: KeyValueStorage) {
    this.state = readJson(storage, STORAGE_KEYS.session, isStoredSession) ?? { ...EMPTY };
    this.lang = readLanguage(storage);
  }

  snapshot(): SessionSnapshot {
    return { ...this.state, language: this.lang };
  }
  accessToken(): string | null {
    return this.state.accessToken;
  }
  setAccessToken(token: string | null): void {
    this.save({ accessToken: token });
  }
  loginToken(): string | null {
    return this.state.loginToken;
  }
  user(): Customer | null {
    return this.state.user;
  }
  setLogin(token: string, user: Customer): void {
    this.save({ loginToken: token, user, registerRules: null });
  }
  setUser(user: Customer): void {
    this.save({ user });
  }
  language(): Language {
    return this.lang;
  }
  setLanguage(language: Language): void {
    this.lang = language;
    try {
      this.storage.setItem(STORAGE_KEYS.language, language.toUpperCase());
    } catch {
      // storage full or disabled: kept in memory
    }
  }
  referral(): string | null {
    return this.state.referral;
  }
  setReferral(referral: string | null): void {
    this.save({ referral });
  }
  registerRules(): RegisterRules | null {
    return this.state.registerRules;
  }
  setRegisterRules(rules: RegisterRules | null): void {
    this.save({ registerRules: rules });
  }
  clearLogin(): void {
    this.save({ loginToken: null, user: null, registerRules: null });
  }
  clear(): void {
    this.state = { ...EMPTY };
    safeRemove(this.storage, STORAGE_KEYS.session);
  }

  private save(patch: Partial<StoredSession>): void {
    this.state = { ...this.state, ...patch };
    writeJson(this.storage, STORAGE_KEYS.session, this.state);
  }
}
