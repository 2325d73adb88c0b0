// Runtime configuration: public/config.json, fetched at boot, so ops swap API environments
// without rebuilding. Every field is validated; a missing or wrong field takes its default
// and is reported in `problems` (never a crash).

import { parseSocialSettings, type SocialLoginSettings } from '../../domain/account/social-login';

/** The built version of the persisted state (spec section 3: state version 02022020-1). */
export const BUILT_STATE_VERSION = '02022020-1';

export interface RuntimeConfig {
  environment: string;
  /** Base of every API call, e.g. '/api' (same origin) or 'https://api.example.com/api'. */
  apiBaseUrl: string;
  /** Base of the scraping calls (spec section 7: a separate base address). */
  scrapeBaseUrl: string;
  courseBaseUrl: string;
  sisterServiceUrl: string;
  sisterServiceName: string;
  redirectMobile: boolean;
  mobileSiteUrl: string;
  /** Compared with the stored app version; a change clears local storage and cookies. */
  version: string;
  /**
   * The analytics pixels as the server wrote them (ANALYTICS_*; docs/privacy.md); null: none, nothing
   * loads. Read in full (src/domain/privacy parseAnalyticsSettings) only in the pixels' own chunk.
   */
  analytics: Record<string, unknown> | null;
  /**
   * The social sign-in providers the server configured (src/domain/account/social-login.ts): the
   * Google web client id, the Facebook app id; empty: no button, no SDK loaded.
   */
  social: SocialLoginSettings;
}

export const DEFAULT_RUNTIME_CONFIG: Readonly<RuntimeConfig> = Object.freeze({
  environment: 'production',
  apiBaseUrl: '/api',
  scrapeBaseUrl: '/api',
  courseBaseUrl: '',
  sisterServiceUrl: '',
  sisterServiceName: '',
  redirectMobile: false,
  mobileSiteUrl: '',
  version: BUILT_STATE_VERSION,
  analytics: null,
  social: Object.freeze({}),
});

export interface ParsedRuntimeConfig {
  config: RuntimeConfig;
  /** Fields that were wrong and replaced by their default. */
  problems: string[];
}

const URL_FIELDS = ['apiBaseUrl', 'scrapeBaseUrl', 'courseBaseUrl', 'sisterServiceUrl', 'mobileSiteUrl'] as const;
const TEXT_FIELDS = ['environment', 'sisterServiceName', 'version'] as const;

/** A same-origin path ('/api') or an absolute http(s) URL; '' allowed for optional ones. */
function isBaseUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function parseRuntimeConfig(raw: unknown): ParsedRuntimeConfig {
  const problems: string[] = [];
  const config: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { config, problems: ['config: not an object'] };
  }
  const source = raw as Record<string, unknown>;
  for (const key of TEXT_FIELDS) {
    const value = source[key];
    if (value === undefined) continue;
    const optional = key === 'sisterServiceName';
    if (typeof value === 'string' && (optional || value.trim() !== '') && value.length <= 200) config[key] = value.trim();
    else problems.push(`${key}: expected a${optional ? '' : ' non-empty'} string`);
  }
  for (const key of URL_FIELDS) {
    const value = source[key];
    if (value === undefined) continue;
    const required = key === 'apiBaseUrl' || key === 'scrapeBaseUrl';
    if (typeof value === 'string' && ((!required && value === '') || isBaseUrl(value.trim()))) {
      config[key] = value.trim().replace(/\/+$/, '') || (required ? DEFAULT_RUNTIME_CONFIG[key] : '');
    } else {
      problems.push(`${key}: expected a path starting with / or an http(s) URL`);
    }
  }
  if (source.analytics !== undefined && source.analytics !== null) {
    if (typeof source.analytics === 'object' && !Array.isArray(source.analytics)) config.analytics = source.analytics as Record<string, unknown>;
    else problems.push('analytics: expected an object');
  }
  if (source.social !== undefined && source.social !== null) {
    config.social = parseSocialSettings(source.social);
    if (typeof source.social !== 'object' || Array.isArray(source.social)) problems.push('social: expected an object');
  }
  if (source.redirectMobile !== undefined) {
    if (typeof source.redirectMobile === 'boolean') config.redirectMobile = source.redirectMobile;
    else problems.push('redirectMobile: expected a boolean');
  }
  return { config, problems };
}

export type FetchLike = (input: string, init?: { cache?: RequestCache; headers?: Record<string, string> }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/**
 * Fetches the runtime configuration (default '/config.json'). A missing file, a network
 * failure or bad JSON gives the defaults with a problem noted: the storefront still boots.
 */
export async function loadRuntimeConfig(url = '/config.json', fetchImpl: FetchLike = (input, init) => fetch(input, init)): Promise<ParsedRuntimeConfig> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return { config: { ...DEFAULT_RUNTIME_CONFIG }, problems: [`config: HTTP ${response.status}`] };
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    return { config: { ...DEFAULT_RUNTIME_CONFIG }, problems: [`config: ${error instanceof Error ? error.message : 'unreadable'}`] };
  }
}
