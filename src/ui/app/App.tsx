/**
 * The app: container context, the page's server-render data (page-data.tsx), IntlProvider in the
 * session's language (LocalisedApp), the routes. `location` renders at that address (the server).
 */
import type { Container } from 'inversify';
import { AppRouter } from '../routes/router';
import { ContainerContext } from './container-context';
import { LocalisedApp } from './LocalisedApp';
import { PageDataContext, ReadyMarker, type PageData } from './page-data';

export function App({ container, location, pageData = null }: { container: Container; location?: string; pageData?: PageData | null }) {
  return (
    <ContainerContext value={container}>
      <PageDataContext value={pageData}>
        <ReadyMarker />
        <LocalisedApp container={container}>
          <AppRouter {...(location !== undefined ? { location } : {})} />
        </LocalisedApp>
      </PageDataContext>
    </ContainerContext>
  );
}
