/** The app: container context, IntlProvider in the session's language, the data router. */
import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from 'react-router';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';
import { createAppRouter } from '../routes/router';
import { ContainerContext } from './container-context';
import { CATALOGUES, DEFAULT_LANGUAGE, localeOf } from './intl';

type AppRouter = ReturnType<typeof createAppRouter>;

const LocalisedRouter = observer(function LocalisedRouter({ container, router }: { container: Container; router: AppRouter }) {
  const session = container.get<SessionViewModel>(SESSION_VIEW_MODEL);
  const language = session.language;
  return (
    <IntlProvider locale={localeOf(language)} defaultLocale={localeOf(DEFAULT_LANGUAGE)} messages={CATALOGUES[language]}>
      <RouterProvider router={router} />
    </IntlProvider>
  );
});

export function App({ container, router }: { container: Container; router?: AppRouter }) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <ContainerContext value={container}>
      <LocalisedRouter container={container} router={appRouter} />
    </ContainerContext>
  );
}
