/**
 * The configured pixels (runtime configuration `analytics`, filled by the server from ANALYTICS_*;
 * docs/privacy.md). Which exist is known at once; the adapters' code is its own chunk, imported only
 * when a purpose is accepted (./pixels.ts), so nothing of it is in the first page's JavaScript.
 */
import { PIXEL_NAMES, PIXEL_PURPOSE, type AnalyticsSettings } from '../../domain/privacy';
import type { AnalyticsPixel, AnalyticsPixelSource } from '../../application/privacy/analytics.port';

export class ConfiguredPixelSource implements AnalyticsPixelSource {
  readonly configured;

  constructor(private readonly settings: AnalyticsSettings | null) {
    this.configured = PIXEL_NAMES.filter((name) => settings?.[name] !== undefined).map((name) => ({ name, purpose: PIXEL_PURPOSE[name] }));
  }

  async load(): Promise<AnalyticsPixel[]> {
    if (!this.settings || typeof document === 'undefined') return [];
    const { createPixels } = await import('./pixels');
    return createPixels(this.settings, window, document);
  }
}
