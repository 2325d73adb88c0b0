/**
 * Composition entry: runtime config -> container (http, or memory when the
 * config says serverless) -> storefront view-models -> session start -> render.
 */
import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './infrastructure/config/runtime-config';
import { createContainer } from './infrastructure/container';
import { storefrontModule } from './application/storefront.module';
import { SESSION_VIEW_MODEL, type SessionViewModel } from './application/session/session-view-model';
import {
  APP_SETTINGS,
  CLOCK,
  PERSISTENT_FLAGS,
  SESSION_FLAGS,
  TIME_ZONE_PROVIDER,
  type AppSettings,
  type Clock,
} from './application/shell/app-settings';
import type { TimeZoneProvider } from './application/shell/time-zone';
import { mobileRedirectTarget } from './application/shell/mobile-redirect';
import { App } from './ui/app/App';
import { loadCatalogue } from './ui/app/intl';
import { persistentFlags, sessionFlags } from './ui/lib/browser';
import { navigateApp } from './ui/routes/navigation';
import './ui/styles/base.css';
import './ui/styles/layout.css';
import './ui/styles/components.css';

async function boot(): Promise<void> {
  const { config, problems } = await loadRuntimeConfig();
  if (problems.length > 0) console.warn('[titip] runtime config:', problems.join('; '));
  const mobileTarget = mobileRedirectTarget(config, navigator.userAgent, location.pathname + location.search);
  if (mobileTarget) {
    location.replace(mobileTarget);
    return;
  }
  const raw = config as unknown as Record<string, unknown>;
  const serverless = raw.serverless === true || raw.mode === 'memory' || config.environment === 'serverless';

  const container = await createContainer({
    mode: serverless ? 'memory' : 'http',
    config,
    // A 401 on any call: go to /logout (spec section 4).
    onUnauthorized: () => navigateApp('/logout'),
  });

  const settings: AppSettings = {
    sisterServiceUrl: config.sisterServiceUrl,
    sisterServiceName: config.sisterServiceName,
    partnerUrl: typeof raw.partnerUrl === 'string' ? raw.partnerUrl : '',
    blogUrl: typeof raw.blogUrl === 'string' ? raw.blogUrl : '',
    socialLinks: [
      { network: 'instagram', url: 'https://www.instagram.com/titip.id' },
      { network: 'facebook', url: 'https://www.facebook.com/titip.id' },
      { network: 'youtube', url: 'https://www.youtube.com/@titip.id' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@titip.id' },
    ],
  };
  const timeZone: TimeZoneProvider = { timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone };
  const clock: Clock = { now: () => Date.now() };
  container.bind(APP_SETTINGS).toConstantValue(settings);
  container.bind(TIME_ZONE_PROVIDER).toConstantValue(timeZone);
  container.bind(CLOCK).toConstantValue(clock);
  container.bind(SESSION_FLAGS).toConstantValue(sessionFlags());
  container.bind(PERSISTENT_FLAGS).toConstantValue(persistentFlags());
  container.load(storefrontModule);

  const session = container.get<SessionViewModel>(SESSION_VIEW_MODEL);
  document.documentElement.lang = session.language;
  // The active language's catalogue before the first render (no flash of message ids);
  // if it cannot be loaded, LocalisedApp falls back to the Indonesian defaults.
  await loadCatalogue(session.language).catch(() => undefined);
  void session.start();
  void session.refreshProfile();

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App container={container} />
    </StrictMode>,
  );
}

void boot();
