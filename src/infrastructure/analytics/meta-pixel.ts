/**
 * The social pixel: Meta Pixel (docs/privacy.md cites the contract). The base code defines `fbq`, a
 * function that queues its calls until fbevents.js has loaded and replaces it; `fbq('init', id)` then
 * `fbq('track', 'PageView')`; standard events AddToCart, InitiateCheckout, Purchase (value and currency
 * required), Contact. In a single-page app the pixel's own history tracking is turned off
 * (`disablePushState`) and every page view is tracked here, once. Withdrawn: `fbq('consent', 'revoke')`.
 */
import type { AnalyticsEvent, AnalyticsPixel, PageView } from '../../application/privacy/analytics.port';
import type { PixelSettings } from '../../domain/privacy';
import { injectScript } from './script';

type Fbq = ((...args: unknown[]) => void) & { callMethod?: (...args: unknown[]) => void; queue: unknown[]; push: unknown; loaded: boolean; version: string; disablePushState?: boolean };
type MetaWindow = Window & { fbq?: Fbq; _fbq?: Fbq };

export class MetaPixel implements AnalyticsPixel {
  readonly name = 'metaPixel' as const;
  readonly purpose = 'analytics' as const;
  private initialised = false;

  constructor(private readonly settings: PixelSettings, private readonly win: Window, private readonly doc: Document) {}

  private fbq(...args: unknown[]): void {
    (this.win as MetaWindow).fbq?.(...args);
  }

  start(page: PageView): void {
    const w = this.win as MetaWindow;
    if (!w.fbq) {
      const fbq = ((...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      }) as Fbq;
      fbq.queue = [];
      fbq.push = fbq;
      fbq.loaded = true;
      fbq.version = '2.0';
      fbq.disablePushState = true;
      w.fbq = fbq;
      w._fbq ??= fbq;
      injectScript(this.doc, this.settings.scriptUrl, this.name);
    }
    if (this.initialised) this.fbq('consent', 'grant');
    else this.fbq('init', this.settings.id);
    this.initialised = true;
    this.send({ type: 'page_view', ...page });
  }

  send(event: AnalyticsEvent): void {
    switch (event.type) {
      case 'page_view': this.fbq('track', 'PageView'); break;
      case 'add_to_cart': this.fbq('track', 'AddToCart', { currency: event.currency, ...(event.value !== undefined ? { value: event.value } : {}) }); break;
      case 'checkout_placed': this.fbq('track', 'InitiateCheckout', { currency: event.currency, value: event.value }); break;
      case 'payment_made': this.fbq('track', 'Purchase', { currency: event.currency, value: event.value }); break;
      case 'support_contact': this.fbq('track', 'Contact'); break;
    }
  }

  revoke(): void {
    this.fbq('consent', 'revoke');
  }
}
