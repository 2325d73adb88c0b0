/**
 * Bindings of the storefront's view-models. The composition root loads this
 * module into the container that binds the ports (src/infrastructure/container).
 * App-wide state (session, header badges, announcements) is a singleton;
 * a screen's view-model is transient (one per mounted screen).
 * View-models only one page uses are bound by that page's own module, loaded with the page's
 * chunk: calculator/calculator.module.ts (/kalkulator), content/lartas.module.ts (/lartas).
 */
import { ContainerModule } from 'inversify';
import { LOGIN_VIEW_MODEL, LoginViewModel } from './session/login-view-model';
import { SESSION_VIEW_MODEL, SessionViewModel } from './session/session-view-model';
import { ANNOUNCEMENT_VIEW_MODEL, AnnouncementViewModel } from './shell/announcement-view-model';
import { HEADER_VIEW_MODEL, HeaderViewModel } from './shell/header-view-model';
import { NETWORK_STATUS, NetworkStatus } from './shell/network-status';
import { SUPPORT_VIEW_MODEL, SupportViewModel } from './support/support-view-model';
import { AnalyticsRelay } from './privacy/analytics-relay';
import { ANALYTICS } from './privacy/analytics.port';

export const storefrontModule = new ContainerModule(({ bind }) => {
  bind(SESSION_VIEW_MODEL).to(SessionViewModel).inSingletonScope();
  bind(HEADER_VIEW_MODEL).to(HeaderViewModel).inSingletonScope();
  bind(ANNOUNCEMENT_VIEW_MODEL).to(AnnouncementViewModel).inSingletonScope();
  bind(SUPPORT_VIEW_MODEL).to(SupportViewModel).inSingletonScope();
  bind(NETWORK_STATUS).to(NetworkStatus).inSingletonScope();
  bind(LOGIN_VIEW_MODEL).to(LoginViewModel).inTransientScope();
  // Where view-models report analytics events; the consent and the pixels after it arrive with the
  // privacy feature once the page is idle (privacy/privacy.module.ts; docs/privacy.md).
  bind(ANALYTICS).to(AnalyticsRelay).inSingletonScope();
});
