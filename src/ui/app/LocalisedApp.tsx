/**
 * IntlProvider in the session's language with only that language's catalogue loaded.
 * Nothing renders before a catalogue is there (no flash of ids: main.tsx loads the active one
 * before the first render); on a language switch the current texts stay until the other
 * catalogue arrived. A catalogue that cannot be loaded falls back to Indonesian, the source
 * language (its texts are the defaultMessages).
 */
import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Language } from '../../application/ports/session-store.port';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';
import { DEFAULT_LANGUAGE, loadCatalogue, loadedCatalogue, localeOf, type Catalogue } from './intl';

interface Shown {
  readonly language: Language;
  readonly messages: Catalogue;
}

function shownIfLoaded(language: Language): Shown | null {
  const messages = loadedCatalogue(language);
  return messages ? { language, messages } : null;
}

export const LocalisedApp = observer(function LocalisedApp({ container, children }: { container: Container; children: ReactNode }) {
  const wanted = container.get<SessionViewModel>(SESSION_VIEW_MODEL).language;
  const [shown, setShown] = useState<Shown | null>(() => shownIfLoaded(wanted));
  const current = shown?.language === wanted ? shown : (shownIfLoaded(wanted) ?? shown);

  useEffect(() => {
    if (current?.language === wanted) {
      if (shown !== current) setShown(current);
      return;
    }
    let live = true;
    loadCatalogue(wanted).then(
      (messages) => {
        if (live) setShown({ language: wanted, messages });
      },
      (error: unknown) => {
        console.error(`[titip] the ${wanted} catalogue could not be loaded`, error);
        if (live && !current) setShown({ language: DEFAULT_LANGUAGE, messages: loadedCatalogue(DEFAULT_LANGUAGE) ?? {} });
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, current, shown]);

  if (!current) return null;
  return (
    <IntlProvider locale={localeOf(current.language)} defaultLocale={localeOf(DEFAULT_LANGUAGE)} messages={current.messages}>
      {children}
    </IntlProvider>
  );
});
