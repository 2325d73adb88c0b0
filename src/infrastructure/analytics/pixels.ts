/** The adapters' chunk (loaded after consent by ./pixel-source.ts): the configured pixels, created. */
import type { AnalyticsPixel } from '../../application/privacy/analytics.port';
import { parseAnalyticsSettings } from '../../domain/privacy';
import { GoogleAdsTag } from './google-ads';
import { MetaPixel } from './meta-pixel';
import { TikTokPixel } from './tiktok-pixel';

export function createPixels(raw: unknown, win: Window, doc: Document): AnalyticsPixel[] {
  const { settings, problems } = parseAnalyticsSettings(raw);
  if (problems.length > 0) console.warn('[titip] analytics configuration:', problems.join('; '));
  const pixels: AnalyticsPixel[] = [];
  if (!settings) return pixels;
  if (settings.metaPixel) pixels.push(new MetaPixel(settings.metaPixel, win, doc));
  if (settings.googleAds) pixels.push(new GoogleAdsTag(settings.googleAds, win, doc));
  if (settings.tiktokPixel) pixels.push(new TikTokPixel(settings.tiktokPixel, win, doc));
  return pixels;
}
