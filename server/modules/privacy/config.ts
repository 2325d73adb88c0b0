// The privacy module's configuration (docs/privacy.md, docs/operations.md): the three analytics
// pixels (none configured: nothing loads, the page's policy names no pixel host) and the retention
// job's interval.
import { parseAnalyticsSettings, type AnalyticsSettings, type ConversionName, CONVERSION_NAMES } from '../../../src/domain/privacy/index.ts';

export interface PrivacyConfig {
  /** The pixels configured by the environment (ANALYTICS_*), or null. */
  analytics: AnalyticsSettings | null;
  /** Milliseconds between runs of the retention job (RETENTION_INTERVAL_MS, default a day); 0 disables it. */
  retentionIntervalMs: number;
}

/** `add_to_cart=AbC1,payment_made=XyZ2` as labels per conversion. */
function conversionLabels(value: string | undefined): Partial<Record<ConversionName, string>> {
  const out: Partial<Record<ConversionName, string>> = {};
  for (const pair of (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const [name, label] = pair.split('=').map((s) => s.trim());
    if (!name || !label || !(CONVERSION_NAMES as readonly string[]).includes(name)) {
      throw new Error(`ANALYTICS_GOOGLE_ADS_CONVERSIONS: expected name=label pairs with names among ${CONVERSION_NAMES.join(', ')}, got ${pair}`);
    }
    out[name as ConversionName] = label;
  }
  return out;
}

export function privacyFromEnv(env: NodeJS.ProcessEnv): PrivacyConfig {
  const pixel = (id: string | undefined, scriptUrl: string | undefined) => (id ? { id, ...(scriptUrl ? { scriptUrl } : {}) } : undefined);
  const raw = {
    metaPixel: pixel(env.ANALYTICS_META_PIXEL_ID, env.ANALYTICS_META_PIXEL_SCRIPT_URL),
    googleAds: env.ANALYTICS_GOOGLE_ADS_ID
      ? { id: env.ANALYTICS_GOOGLE_ADS_ID, ...(env.ANALYTICS_GOOGLE_ADS_SCRIPT_URL ? { scriptUrl: env.ANALYTICS_GOOGLE_ADS_SCRIPT_URL } : {}), conversions: conversionLabels(env.ANALYTICS_GOOGLE_ADS_CONVERSIONS) }
      : undefined,
    tiktokPixel: pixel(env.ANALYTICS_TIKTOK_PIXEL_ID, env.ANALYTICS_TIKTOK_PIXEL_SCRIPT_URL),
  };
  const { settings, problems } = parseAnalyticsSettings(raw);
  // A wrong id or address is a deployment mistake: refuse to start rather than track half.
  if (problems.length > 0) throw new Error(`analytics configuration: ${problems.join('; ')}`);
  const interval = env.RETENTION_INTERVAL_MS;
  const retentionIntervalMs = interval === undefined || interval === '' ? 86_400_000 : Number(interval);
  if (!Number.isInteger(retentionIntervalMs) || retentionIntervalMs < 0) throw new Error(`RETENTION_INTERVAL_MS must be a non-negative integer, got ${interval}`);
  return { analytics: settings, retentionIntervalMs };
}
