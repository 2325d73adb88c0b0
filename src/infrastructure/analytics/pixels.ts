/** The adapters' chunk (loaded after consent by ./pixel-source.ts): the configured pixels, created. */
import type { AnalyticsPixel } from '../../application/privacy/analytics.port';
import type { AnalyticsSettings } from '../../domain/privacy';
import { GoogleAdsTag } from './google-ads';
import { MetaPixel } from './meta-pixel';
import { TikTokPixel } from './tiktok-pixel';

export function createPixels(settings: AnalyticsSettings, win: Window, doc: Document): AnalyticsPixel[] {
  const pixels: AnalyticsPixel[] = [];
  if (settings.metaPixel) pixels.push(new MetaPixel(settings.metaPixel, win, doc));
  if (settings.googleAds) pixels.push(new GoogleAdsTag(settings.googleAds, win, doc));
  if (settings.tiktokPixel) pixels.push(new TikTokPixel(settings.tiktokPixel, win, doc));
  return pixels;
}
