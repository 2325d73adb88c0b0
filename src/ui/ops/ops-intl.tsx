/**
 * The console's own catalogue (src/ui/ops/messages/{id,en}.json, the ops.* texts), compiled to the
 * formatjs AST like the app's (the compiledMessages plugin of vite.config.ts) and loaded with the
 * console's chunk, so a customer's boot catalogue never carries the console's texts. OpsIntl
 * provides the app's messages plus the console's in the app's language (suspends while loading).
 */
import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '../../application/ports/session-store.port';
import type { Catalogue } from '../app/intl';

const LOADERS: Readonly<Record<Language, () => Promise<{ default: Catalogue }>>> = {
  id: () => import('./messages/id.json?ast'),
  en: () => import('./messages/en.json?ast'),
};

const pending = new Map<Language, Promise<Catalogue>>();

/** One promise per language (React's use() needs a stable one); a failed load is retried next time. */
export function opsCatalogue(language: Language): Promise<Catalogue> {
  let promise = pending.get(language);
  if (!promise) {
    promise = LOADERS[language]().then((m) => m.default, (error: unknown) => {
      pending.delete(language);
      throw error;
    });
    pending.set(language, promise);
  }
  return promise;
}

export function OpsIntl({ language, children }: { language: Language; children: ReactNode }) {
  const parent = useIntl();
  const ops = use(opsCatalogue(language));
  // Both catalogues are compiled (ASTs) in the app and in Storybook; the union type cannot say so.
  const messages = useMemo(() => ({ ...parent.messages, ...ops }) as Catalogue, [parent.messages, ops]);
  return (
    <IntlProvider locale={parent.locale} defaultLocale={parent.defaultLocale} messages={messages} onError={parent.onError}>
      {children}
    </IntlProvider>
  );
}
