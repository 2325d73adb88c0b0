/**
 * The composition shared by the browser entry (main.tsx) and the server-rendering entry
 * (entry-server.tsx): the UI-facing values bound from the runtime configuration, then the
 * storefront's view-models. Each caller creates its own container first (the browser one per
 * page load, the server one per request: nothing is shared between requests).
 */
import type { Container } from 'inversify';
import type { RuntimeConfig } from './infrastructure/config/runtime-config';
import { storefrontModule } from './application/storefront.module';
import {
  APP_SETTINGS, CLOCK, PERSISTENT_FLAGS, SESSION_FLAGS, TIME_ZONE_PROVIDER,
  type AppSettings, type Clock, type FlagStore,
} from './application/shell/app-settings';
import type { TimeZoneProvider } from './application/shell/time-zone';

export interface CompositionEnvironment {
  timeZone: TimeZoneProvider;
  clock: Clock;
  sessionFlags: FlagStore;
  persistentFlags: FlagStore;
}

/** Whether the configuration asks for the in-memory adapters (serverless demo). */
export function isServerless(config: RuntimeConfig): boolean {
  const raw = config as unknown as Record<string, unknown>;
  return raw.serverless === true || raw.mode === 'memory' || config.environment === 'serverless';
}

export function appSettingsOf(config: RuntimeConfig): AppSettings {
  const raw = config as unknown as Record<string, unknown>;
  return {
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
}

/** Binds the UI-facing values and loads the storefront's view-models. */
export function composeStorefront(container: Container, config: RuntimeConfig, env: CompositionEnvironment): void {
  container.bind(APP_SETTINGS).toConstantValue(appSettingsOf(config));
  container.bind(TIME_ZONE_PROVIDER).toConstantValue(env.timeZone);
  container.bind(CLOCK).toConstantValue(env.clock);
  container.bind(SESSION_FLAGS).toConstantValue(env.sessionFlags);
  container.bind(PERSISTENT_FLAGS).toConstantValue(env.persistentFlags);
  container.load(storefrontModule);
}

/** A flag store kept in memory (the server's render: no storage). */
export function memoryFlags(): FlagStore {
  const flags = new Map<string, string>();
  return { get: (key) => flags.get(key) ?? null, set: (key, value) => void flags.set(key, value) };
}
