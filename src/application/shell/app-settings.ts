/**
 * Settings the screens read from the runtime configuration (the composition
 * root binds them from public/config.json).
 */
export interface AppSettings {
  /** The external sister service linked in the header and the unsupported-site message. */
  readonly sisterServiceUrl: string;
  readonly sisterServiceName: string;
  /** Partner page shown in the footer outside the Jakarta time zone. */
  readonly partnerUrl: string;
  readonly blogUrl: string;
  /** Social profiles shown in the footer, in order. */
  readonly socialLinks: readonly SocialLink[];
}

export interface SocialLink {
  readonly network: 'instagram' | 'facebook' | 'youtube' | 'tiktok' | 'twitter';
  readonly url: string;
}

export const APP_SETTINGS = Symbol.for('shell.AppSettings');

/** Time zone of the visitor, injected so stories and tests can fix it (see time-zone.ts). */
export const TIME_ZONE_PROVIDER = Symbol.for('shell.TimeZoneProvider');

/** A small key-value store for UI flags (announcement seen, last chunk reload). */
export interface FlagStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/** Per-tab flags (sessionStorage in the browser). */
export const SESSION_FLAGS = Symbol.for('shell.SessionFlags');
/** Flags kept across visits (localStorage in the browser). */
export const PERSISTENT_FLAGS = Symbol.for('shell.PersistentFlags');

/** Clock, injected so tests can fix it. */
export interface Clock {
  now(): number;
}
export const CLOCK = Symbol.for('shell.Clock');
