/**
 * The second ad pixel: TikTok Pixel (docs/privacy.md cites the contract). The base code defines `ttq`,
 * an array whose methods (page, track, identify, …, grantConsent, revokeConsent) queue their calls until
 * events.js (`?sdkid=<pixel code>&lib=ttq`) has loaded; `ttq.load(code)` then `ttq.page()` per page;
 * standard events AddToCart, PlaceAnOrder, CompletePayment (value and currency), Contact. Withdrawn:
 * `ttq.revokeConsent()`.
 */
import type { AnalyticsEvent, AnalyticsPixel, PageView } from '../../application/privacy/analytics.port';
import type { PixelSettings } from '../../domain/privacy';
import { injectScript } from './script';

const METHODS = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready', 'alias', 'group', 'enableCookie', 'disableCookie', 'holdConsent', 'revokeConsent', 'grantConsent'] as const;
type Ttq = unknown[] & Record<string, unknown> & { page?: () => void; track?: (event: string, params?: object) => void; grantConsent?: () => void; revokeConsent?: () => void };
type TikTokWindow = Window & { ttq?: Ttq; TiktokAnalyticsObject?: string };

export class TikTokPixel implements AnalyticsPixel {
  readonly name = 'tiktokPixel' as const;
  readonly purpose = 'advertising' as const;
  private initialised = false;

  constructor(private readonly settings: PixelSettings, private readonly win: Window, private readonly doc: Document) {}

  private get ttq(): Ttq | undefined {
    return (this.win as TikTokWindow).ttq;
  }

  start(page: PageView): void {
    const w = this.win as TikTokWindow;
    if (!w.ttq) {
      w.TiktokAnalyticsObject = 'ttq';
      const ttq = [] as unknown as Ttq;
      for (const method of METHODS) ttq[method] = (...args: unknown[]) => { ttq.push([method, ...args]); };
      const instance: unknown[] & { _u?: string } = [];
      instance._u = this.settings.scriptUrl;
      ttq._i = { [this.settings.id]: instance };
      ttq._t = { [this.settings.id]: Date.now() };
      ttq._o = { [this.settings.id]: {} };
      w.ttq = ttq;
      const url = new URL(this.settings.scriptUrl);
      url.searchParams.set('sdkid', this.settings.id);
      url.searchParams.set('lib', 'ttq');
      injectScript(this.doc, url.href, this.name);
    }
    if (this.initialised) this.ttq?.grantConsent?.();
    this.initialised = true;
    this.send({ type: 'page_view', ...page });
  }

  send(event: AnalyticsEvent): void {
    const ttq = this.ttq;
    if (!ttq) return;
    switch (event.type) {
      case 'page_view': ttq.page?.(); break;
      case 'add_to_cart': ttq.track?.('AddToCart', { currency: event.currency, content_type: 'product', ...(event.value !== undefined ? { value: event.value } : {}) }); break;
      case 'checkout_placed': ttq.track?.('PlaceAnOrder', { currency: event.currency, value: event.value }); break;
      case 'payment_made': ttq.track?.('CompletePayment', { currency: event.currency, value: event.value }); break;
      case 'support_contact': ttq.track?.('Contact'); break;
    }
  }

  revoke(): void {
    this.ttq?.revokeConsent?.();
  }
}
