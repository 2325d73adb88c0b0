/**
 * The three analytics pixels of the spec (one social, two ad; docs/privacy.md): which exist, what
 * each is configured with, which purpose each serves, and the hosts each reaches, for the page's
 * Content-Security-Policy. Shared by the server (environment, CSP, runtime configuration) and the
 * browser (which loads only what is configured, only after consent).
 */
import type { ConsentPurpose } from './consent';

export type PixelName = 'metaPixel' | 'googleAds' | 'tiktokPixel';
export const PIXEL_NAMES: readonly PixelName[] = ['metaPixel', 'googleAds', 'tiktokPixel'];

/** The conversion events the storefront reports (page views aside). */
export type ConversionName = 'add_to_cart' | 'checkout_placed' | 'payment_made' | 'support_contact';
export const CONVERSION_NAMES: readonly ConversionName[] = ['add_to_cart', 'checkout_placed', 'payment_made', 'support_contact'];

export interface PixelSettings {
  /** The pixel's id (Meta pixel id, Google Ads tag id AW-…, TikTok pixel code). */
  id: string;
  /** The vendor's script, or a stand-in's (tests). */
  scriptUrl: string;
}

export interface GoogleAdsSettings extends PixelSettings {
  /** The conversion label of each conversion action set up in Google Ads (send_to = `${id}/${label}`). */
  conversions: Partial<Record<ConversionName, string>>;
}

export interface AnalyticsSettings {
  metaPixel?: PixelSettings;
  googleAds?: GoogleAdsSettings;
  tiktokPixel?: PixelSettings;
}

/** Which purpose each pixel serves: the social pixel measures the audience, the two ad pixels measure ads. */
export const PIXEL_PURPOSE: Readonly<Record<PixelName, ConsentPurpose>> = {
  metaPixel: 'analytics',
  googleAds: 'advertising',
  tiktokPixel: 'advertising',
};

/** The vendors' published script addresses (docs/privacy.md cites the pages). */
export const DEFAULT_SCRIPT_URL: Readonly<Record<PixelName, string>> = {
  metaPixel: 'https://connect.facebook.net/en_US/fbevents.js',
  googleAds: 'https://www.googletagmanager.com/gtag/js',
  tiktokPixel: 'https://analytics.tiktok.com/i18n/pixel/events.js',
};

export interface PixelHosts {
  script: string[];
  connect: string[];
  img: string[];
}

/** The hosts the vendors' own scripts reach (their CSP guidance); used only with their default script. */
const VENDOR_HOSTS: Readonly<Record<PixelName, PixelHosts>> = {
  metaPixel: {
    script: ['https://connect.facebook.net'],
    connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
    img: ['https://www.facebook.com'],
  },
  googleAds: {
    script: ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net'],
    connect: ['https://www.googletagmanager.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net'],
    img: ['https://www.googletagmanager.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net'],
  },
  tiktokPixel: {
    script: ['https://analytics.tiktok.com'],
    connect: ['https://analytics.tiktok.com'],
    img: ['https://analytics.tiktok.com'],
  },
};

const ID_PATTERN: Readonly<Record<PixelName, RegExp>> = {
  metaPixel: /^\d{5,20}$/,
  googleAds: /^AW-\d{5,15}$/,
  tiktokPixel: /^[A-Z0-9]{10,30}$/,
};
const LABEL_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The origin of an absolute http(s) address, else null. */
export function httpOrigin(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** Whether an id is of the vendor's form. */
export function validPixelId(name: PixelName, id: string): boolean {
  return ID_PATTERN[name].test(id);
}

/** The hosts a configured pixel reaches: the vendor's own with its default script, else the stand-in's origin alone. */
export function pixelHosts(name: PixelName, settings: PixelSettings): PixelHosts {
  if (settings.scriptUrl === DEFAULT_SCRIPT_URL[name]) return VENDOR_HOSTS[name];
  const origin = httpOrigin(settings.scriptUrl);
  return origin ? { script: [origin], connect: [origin], img: [origin] } : { script: [], connect: [], img: [] };
}

/** Every host of every configured pixel, per directive, each once. */
export function analyticsHosts(settings: AnalyticsSettings | null | undefined): PixelHosts {
  const out: PixelHosts = { script: [], connect: [], img: [] };
  for (const name of PIXEL_NAMES) {
    const s = settings?.[name];
    if (!s) continue;
    const hosts = pixelHosts(name, s);
    for (const key of ['script', 'connect', 'img'] as const) for (const h of hosts[key]) if (!out[key].includes(h)) out[key].push(h);
  }
  return out;
}

function parsePixel(name: PixelName, raw: unknown, problems: string[]): PixelSettings | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object') {
    problems.push(`${name}: expected an object`);
    return null;
  }
  const r = raw as Record<string, unknown>;
  const id = typeof r.id === 'string' ? r.id.trim() : '';
  if (!validPixelId(name, id)) {
    problems.push(`${name}.id: not a ${name} id`);
    return null;
  }
  const given = typeof r.scriptUrl === 'string' && r.scriptUrl.trim() !== '' ? r.scriptUrl.trim() : DEFAULT_SCRIPT_URL[name];
  if (httpOrigin(given) === null) {
    problems.push(`${name}.scriptUrl: expected an http(s) URL`);
    return null;
  }
  return { id, scriptUrl: given };
}

/** The analytics settings from a plain object (runtime configuration, environment), validated; wrong parts are left out and named. */
export function parseAnalyticsSettings(raw: unknown): { settings: AnalyticsSettings | null; problems: string[] } {
  const problems: string[] = [];
  if (raw === undefined || raw === null || raw === '') return { settings: null, problems };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { settings: null, problems: ['analytics: expected an object'] };
  const r = raw as Record<string, unknown>;
  const settings: AnalyticsSettings = {};
  const meta = parsePixel('metaPixel', r.metaPixel, problems);
  if (meta) settings.metaPixel = meta;
  const tiktok = parsePixel('tiktokPixel', r.tiktokPixel, problems);
  if (tiktok) settings.tiktokPixel = tiktok;
  const google = parsePixel('googleAds', r.googleAds, problems);
  if (google) {
    const conversions: Partial<Record<ConversionName, string>> = {};
    const given = (r.googleAds as Record<string, unknown>).conversions;
    if (typeof given === 'object' && given !== null) {
      for (const name of CONVERSION_NAMES) {
        const label = (given as Record<string, unknown>)[name];
        if (typeof label === 'string' && LABEL_PATTERN.test(label)) conversions[name] = label;
        else if (label !== undefined) problems.push(`googleAds.conversions.${name}: not a conversion label`);
      }
    }
    settings.googleAds = { ...google, conversions };
  }
  return { settings: Object.keys(settings).length > 0 ? settings : null, problems };
}
