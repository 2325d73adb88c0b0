/** The app: container context, IntlProvider in the session's language (LocalisedApp), the routes. */
import type { Container } from 'inversify';
import { AppRouter } from '../routes/router';
import { ContainerContext } from './container-context';
import { LocalisedApp } from './LocalisedApp';

export function App({ container }: { container: Container }) {
  return (
    <ContainerContext value={container}>
      <LocalisedApp container={container}>
        <AppRouter />
      </LocalisedApp>
    </ContainerContext>
  );
}
