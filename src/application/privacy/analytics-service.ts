/**
 * Analytics after consent (docs/privacy.md): the storefront reports events here (AnalyticsSink);
 * nothing is loaded or sent for a purpose the customer has not accepted. The first time a purpose of
 * a configured pixel is accepted, the adapters' chunk is loaded and that pixel started (its script
 * injected, the current page reported); a purpose withdrawn revokes its pixels and nothing more is
 * sent to them. One per app (singleton).
 */
import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { ANALYTICS_PIXEL_SOURCE, type AnalyticsEvent, type AnalyticsPixel, type AnalyticsPixelSource, type AnalyticsSink, type PageView } from './analytics.port';
import { CONSENT_VIEW_MODEL, type ConsentViewModel } from './consent-view-model';

export const ANALYTICS_SERVICE = Symbol.for('privacy.AnalyticsService');

@injectable()
export class AnalyticsService implements AnalyticsSink {
  private pixels: Promise<AnalyticsPixel[]> | null = null;
  private readonly started = new Set<AnalyticsPixel>();
  private page: PageView | null = null;

  constructor(
    @inject(ANALYTICS_PIXEL_SOURCE) private readonly source: AnalyticsPixelSource,
    @inject(CONSENT_VIEW_MODEL) private readonly consent: Pick<ConsentViewModel, 'allows' | 'record'>,
  ) {}

  /** Follows the consent (call once, in the browser): start what is newly allowed, revoke what was withdrawn. */
  watchConsent(): () => void {
    return reaction(
      () => [this.consent.allows('analytics'), this.consent.allows('advertising')] as const,
      () => void this.apply(),
      { fireImmediately: true },
    );
  }

  track(event: AnalyticsEvent): void {
    if (event.type === 'page_view') this.page = { path: event.path, title: event.title };
    for (const pixel of this.started) if (this.consent.allows(pixel.purpose)) pixel.send(event);
  }

  private wanted(): boolean {
    return this.source.configured.some((p) => this.consent.allows(p.purpose));
  }

  private async apply(): Promise<void> {
    for (const pixel of [...this.started]) {
      if (!this.consent.allows(pixel.purpose)) {
        pixel.revoke();
        this.started.delete(pixel);
      }
    }
    if (!this.wanted()) return;
    this.pixels ??= this.source.load().catch((error: unknown) => {
      this.pixels = null;
      throw error;
    });
    let pixels: AnalyticsPixel[];
    try {
      pixels = await this.pixels;
    } catch {
      return; // the chunk did not load: the next change of consent tries again
    }
    for (const pixel of pixels) {
      if (this.started.has(pixel) || !this.consent.allows(pixel.purpose) || this.page === null) continue;
      pixel.start(this.page);
      this.started.add(pixel);
    }
  }

  /** A page view: remembered (a pixel started later reports it) and sent to the started pixels. */
  pageView(page: PageView): void {
    const first = this.page === null;
    this.track({ type: 'page_view', ...page });
    if (first) void this.apply();
  }
}
