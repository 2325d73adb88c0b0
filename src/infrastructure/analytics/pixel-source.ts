/**
 * The configured pixels (runtime configuration `analytics`, filled by the server from ANALYTICS_*;
 * docs/privacy.md). Which exist is known at once; the adapters' code is its own chunk, imported only
 * when a purpose is accepted (./pixels.ts), so nothing of it is in the first page's JavaScript.
 */
import { PIXEL_PURPOSE, type PixelName } from '../../domain/privacy/pixels';
import type { AnalyticsPixel, AnalyticsPixelSource } from '../../application/privacy/analytics.port';

const NAMES = Object.keys(PIXEL_PURPOSE) as PixelName[];
const hasId = (value: unknown): boolean => typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

export class ConfiguredPixelSource implements AnalyticsPixelSource {
  readonly configured;

  /** `raw`: the runtime configuration's `analytics` (checked in full in the pixels' chunk). */
  constructor(private readonly raw: Record<string, unknown> | null) {
    this.configured = NAMES.filter((name) => hasId(raw?.[name])).map((name) => ({ name, purpose: PIXEL_PURPOSE[name] }));
  }

  async load(): Promise<AnalyticsPixel[]> {
    if (!this.raw || typeof document === 'undefined') return [];
    const { createPixels } = await import('./pixels');
    return createPixels(this.raw, window, document);
  }
}
