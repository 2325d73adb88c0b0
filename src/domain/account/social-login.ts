/**
 * Social sign-in in the browser (docs/account-security.md "Google and Facebook"): which providers the
 * server configured (runtime configuration `social`) and the hosts each
 * SDK reaches, for the page's Content-Security-Policy. Shared by the server (configuration, CSP) and
 * the browser (which loads an SDK only when its provider is configured).
 */

export interface SocialLoginSettings {
  /** The OAuth client id of the web client (GOOGLE_CLIENT_IDS' first); absent: no Google button. */
  googleClientId?: string;
  /** The Facebook app id (FACEBOOK_APP_ID); absent: no Facebook button. */
  facebookAppId?: string;
}

// The SDKs' addresses themselves are in ./social-sdk-scripts.ts: only the browser's SDK chunk uses
// them, and this module is in the boot code (runtime configuration), so they stay apart.

export interface SocialHosts {
  script: string[];
  connect: string[];
  frame: string[];
  style: string[];
}

/**
 * The hosts per directive: Google's CSP guidance for Identity Services (script, frame, connect and
 * style under https://accounts.google.com/gsi/), and the Facebook SDK's (the SDK from
 * connect.facebook.net, its calls and frames on www.facebook.com / web.facebook.com).
 */
const HOSTS: Readonly<Record<'google' | 'facebook', SocialHosts>> = {
  google: {
    script: ['https://accounts.google.com/gsi/client'],
    connect: ['https://accounts.google.com/gsi/'],
    frame: ['https://accounts.google.com/gsi/'],
    style: ['https://accounts.google.com/gsi/style'],
  },
  facebook: {
    script: ['https://connect.facebook.net'],
    connect: ['https://connect.facebook.net', 'https://www.facebook.com', 'https://web.facebook.com'],
    frame: ['https://www.facebook.com', 'https://web.facebook.com'],
    style: [],
  },
};

/** Every host of the configured providers, per directive, each once; none configured: all empty. */
export function socialHosts(settings: SocialLoginSettings | null | undefined): SocialHosts {
  const out: SocialHosts = { script: [], connect: [], frame: [], style: [] };
  const configured = [settings?.googleClientId ? HOSTS.google : null, settings?.facebookAppId ? HOSTS.facebook : null];
  for (const hosts of configured) {
    if (!hosts) continue;
    for (const key of ['script', 'connect', 'frame', 'style'] as const) for (const h of hosts[key]) if (!out[key].includes(h)) out[key].push(h);
  }
  return out;
}

const CLIENT_ID = /^[\w.-]{1,200}\.apps\.googleusercontent\.com$/;
const APP_ID = /^\d{5,20}$/;

/** The settings of a runtime configuration's `social` value; a malformed id is left out. */
export function parseSocialSettings(raw: unknown): SocialLoginSettings {
  if (typeof raw !== 'object' || raw === null) return {};
  const r = raw as Record<string, unknown>;
  const out: SocialLoginSettings = {};
  if (typeof r.googleClientId === 'string' && CLIENT_ID.test(r.googleClientId)) out.googleClientId = r.googleClientId;
  if (typeof r.facebookAppId === 'string' && APP_ID.test(r.facebookAppId)) out.facebookAppId = r.facebookAppId;
  return out;
}
