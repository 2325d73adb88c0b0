/**
 * Catalogues, one chunk per language: only the active language's catalogue is loaded (at boot,
 * before the first render), the other one when the visitor switches. Each is precompiled to the
 * formatjs AST at build time (`../messages/<lang>.json?ast`, the compiledMessages plugin of
 * vite.config.ts, from the source catalogues `../messages/<lang>.json`), so the app carries no
 * ICU parser. Indonesian is the default and the fallback: the defaultMessage in source is Indonesian.
 */
import type { MessageFormatElement } from 'react-intl';
import type { Language } from '../../application/ports/session-store.port';

export const DEFAULT_LANGUAGE: Language = 'id';

export type Catalogue = Readonly<Record<string, string> | Record<string, MessageFormatElement[]>>;

const LOADERS: Readonly<Record<Language, () => Promise<{ default: Catalogue }>>> = {
  id: () => import('../messages/id.json?ast'),
  en: () => import('../messages/en.json?ast'),
};

const loaded = new Map<Language, Catalogue>();
const pending = new Map<Language, Promise<Catalogue>>();

/** The catalogue of a language, once loaded (synchronous; undefined before). */
export function loadedCatalogue(language: Language): Catalogue | undefined {
  return loaded.get(language);
}

/** Loads a language's catalogue once (a failed load is retried on the next call). */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  const cached = loaded.get(language);
  if (cached) return Promise.resolve(cached);
  let promise = pending.get(language);
  if (!promise) {
    promise = LOADERS[language]().then(
      (mod) => {
        loaded.set(language, mod.default);
        pending.delete(language);
        return mod.default;
      },
      (error: unknown) => {
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, promise);
  }
  return promise;
}

export function localeOf(language: Language): string {
  return language === 'en' ? 'en' : 'id';
}
