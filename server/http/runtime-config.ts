// The storefront's runtime configuration (public/config.json, built into dist/config.json) as this
// server hands it out: the file, with the values only the server knows filled in where the file
// leaves them empty: `courseBaseUrl`, the course service's address as a browser reaches
// it (COURSE_PUBLIC_URL, config.coursePublicUrl; docs/operations.md), and `analytics`, the pixels (docs/privacy.md). Served as /config.json by
// static-assets.ts and embedded in every server-rendered page by ssr.ts, so both agree.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { SocialLoginSettings } from '../../src/domain/account/social-login.ts';

/** Values of the server's configuration that fill empty fields of config.json. */
export interface RuntimeConfigFill {
  courseBaseUrl?: string;
  /** The analytics pixels configured by the environment (ANALYTICS_*; docs/privacy.md), when any. */
  analytics?: object;
  /** The social sign-in providers configured (src/domain/account/social-login.ts), when any. */
  social?: SocialLoginSettings;
}

/**
 * Google when GOOGLE_CLIENT_IDS and GOOGLE_JWKS_FILE are set (the first client id is the web client's),
 * Facebook when FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are; null when neither (no button, no SDK).
 */
export function socialLoginSettings(config: Partial<Pick<ServerConfig, 'googleClientIds' | 'googleJwksFile' | 'facebookAppId' | 'facebookAppSecret'>>): SocialLoginSettings | null {
  const out: SocialLoginSettings = {};
  const clientId = config.googleClientIds?.[0];
  if (clientId && config.googleJwksFile) out.googleClientId = clientId;
  if (config.facebookAppId && config.facebookAppSecret) out.facebookAppId = config.facebookAppId;
  return out.googleClientId || out.facebookAppId ? out : null;
}

export function runtimeConfigFill(config: Pick<ServerConfig, 'coursePublicUrl'> & Partial<Pick<ServerConfig, 'analytics' | 'googleClientIds' | 'googleJwksFile' | 'facebookAppId' | 'facebookAppSecret'>>): RuntimeConfigFill {
  const social = socialLoginSettings(config);
  return { courseBaseUrl: config.coursePublicUrl, ...(config.analytics ? { analytics: config.analytics } : {}), ...(social ? { social } : {}) };
}

export interface EffectiveRuntimeConfig {
  /** The parsed configuration, filled (`null` when the file is missing or not JSON). */
  value: unknown;
  /** Whether a field was filled, i.e. the answer differs from the file on disk. */
  filled: boolean;
  /** The JSON sent as /config.json (when filled). */
  text: string;
  etag: string;
  /** The file's modification time. */
  lastModified: Date;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The configuration with every empty field (`""` or null) of `fill` set from the server's value. A
 * field the file leaves out is left out: the file says which fields the storefront uses.
 */
export function fillRuntimeConfig(value: unknown, fill: RuntimeConfigFill): { value: unknown; filled: boolean } {
  if (!isRecord(value)) return { value, filled: false };
  const out: Record<string, unknown> = { ...value };
  let filled = false;
  for (const [key, serverValue] of Object.entries(fill)) {
    const current = out[key];
    if (serverValue && key in out && (current === null || current === '')) {
      out[key] = serverValue;
      filled = true;
    }
  }
  return { value: out, filled };
}

/** Reads `staticDir/config.json` once and fills it; null when there is no file. */
export function readRuntimeConfig(staticDir: string, fill: RuntimeConfigFill = {}): EffectiveRuntimeConfig | null {
  const path = join(staticDir, 'config.json');
  let raw: string;
  let lastModified: Date;
  try {
    raw = readFileSync(path, 'utf8');
    lastModified = statSync(path).mtime;
  } catch {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw) as unknown;
  } catch {
    return { value: null, filled: false, text: raw, etag: etagOf(raw), lastModified };
  }
  const { value, filled } = fillRuntimeConfig(parsed, fill);
  const text = filled ? `${JSON.stringify(value, null, 2)}\n` : raw;
  return { value, filled, text, etag: etagOf(text), lastModified };
}

function etagOf(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}
