/** Catalogues of both languages (flat id -> text). Indonesian is the default and the fallback. */
import type { Language } from '../../application/ports/session-store.port';
import en from '../messages/en.json';
import id from '../messages/id.json';

export const DEFAULT_LANGUAGE: Language = 'id';

export const CATALOGUES: Readonly<Record<Language, Readonly<Record<string, string>>>> = { id, en };

export function localeOf(language: Language): string {
  return language === 'en' ? 'en' : 'id';
}
