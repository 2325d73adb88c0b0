/**
 * A feature's own message catalogue, loaded with the feature's pages instead of the boot
 * catalogue (the home route's JavaScript budget, docs/testing.md). Same pattern as the
 * console's (src/ui/ops/ops-intl.tsx): the feature's `messages/{id,en}.json`, compiled to the
 * formatjs AST by the compiledMessages plugin of vite.config.ts, merged over the app's messages
 * in the app's language. The wrapper suspends while the catalogue loads (the route's loading bar
 * covers it). scripts/check-messages.mjs knows which id prefix each catalogue owns.
 *
 *   const ProfileIntl = createFeatureIntl({ id: () => import('./messages/id.json?ast'), en: () => import('./messages/en.json?ast') });
 *   export default function SettingsPage() { return <ProfileIntl><Settings /></ProfileIntl>; }
 */
import { use, useMemo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '../../application/ports/session-store.port';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';
import { useService } from './container-context';
import type { Catalogue } from './intl';

export type CatalogueLoaders = Readonly<Record<Language, () => Promise<{ default: Catalogue }>>>;

export function createFeatureIntl(loaders: CatalogueLoaders) {
  const pending = new Map<Language, Promise<Catalogue>>();
  /** One promise per language (React's use() needs a stable one); a failed load is retried next time. */
  function catalogue(language: Language): Promise<Catalogue> {
    let promise = pending.get(language);
    if (!promise) {
      promise = loaders[language]().then((m) => m.default, (error: unknown) => {
        pending.delete(language);
        throw error;
      });
      pending.set(language, promise);
    }
    return promise;
  }
  return observer(function FeatureIntl({ children }: { children: ReactNode }) {
    const language = useService<SessionViewModel>(SESSION_VIEW_MODEL).language;
    const parent = useIntl();
    const own = use(catalogue(language));
    // Both catalogues are compiled (ASTs) in the app and in Storybook; the union type cannot say so.
    const messages = useMemo(() => ({ ...parent.messages, ...own }) as Catalogue, [parent.messages, own]);
    return (
      <IntlProvider locale={parent.locale} defaultLocale={parent.defaultLocale} messages={messages} onError={parent.onError}>
        {children}
      </IntlProvider>
    );
  });
}
