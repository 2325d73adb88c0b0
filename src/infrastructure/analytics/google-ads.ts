/**
 * The first ad pixel: Google Ads through the Google tag, gtag.js (docs/privacy.md cites the contract).
 * `dataLayer` and `gtag()` as the snippet defines them (gtag pushes its `arguments` object, which the
 * library requires), the script from googletagmanager.com/gtag/js?id=AW-…, `gtag('js', date)`,
 * consent mode (`gtag('consent', 'default', …)` before the config, 'update' on withdrawal),
 * `gtag('config', id, { send_page_view: false })` and a `page_view` event per page of the single-page
 * app; a conversion is `gtag('event', 'conversion', { send_to: 'AW-…/label', value, currency,
 * transaction_id })`, sent only for the conversions given a label.
 */
import type { AnalyticsEvent, AnalyticsPixel, PageView } from '../../application/privacy/analytics.port';
import type { ConversionName, GoogleAdsSettings } from '../../domain/privacy';
import { injectScript, pageUrl } from './script';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

const GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' } as const;
const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' } as const;

export class GoogleAdsTag implements AnalyticsPixel {
  readonly name = 'googleAds' as const;
  readonly purpose = 'advertising' as const;
  private initialised = false;

  constructor(private readonly settings: GoogleAdsSettings, private readonly win: Window, private readonly doc: Document) {}

  private gtag(...args: unknown[]): void {
    (this.win as GtagWindow).gtag?.(...args);
  }

  start(page: PageView): void {
    const w = this.win as GtagWindow;
    if (!w.gtag) {
      w.dataLayer = w.dataLayer ?? [];
      const layer = w.dataLayer;
      // The snippet's own form: the library reads Arguments objects, not arrays.
      w.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params -- gtag.js requires the arguments object itself
        layer.push(arguments);
      };
    }
    if (this.initialised) {
      this.gtag('consent', 'update', GRANTED);
    } else {
      this.gtag('consent', 'default', GRANTED);
      this.gtag('js', new Date());
      this.gtag('config', this.settings.id, { send_page_view: false });
      const url = new URL(this.settings.scriptUrl);
      url.searchParams.set('id', this.settings.id);
      injectScript(this.doc, url.href, this.name);
      this.initialised = true;
    }
    this.send({ type: 'page_view', ...page });
  }

  private conversion(name: ConversionName, params: Record<string, unknown>): void {
    const label = this.settings.conversions[name];
    if (label) this.gtag('event', 'conversion', { send_to: `${this.settings.id}/${label}`, ...params });
  }

  send(event: AnalyticsEvent): void {
    switch (event.type) {
      case 'page_view':
        this.gtag('event', 'page_view', { send_to: this.settings.id, page_location: pageUrl(this.win, event.path), page_title: event.title });
        break;
      case 'add_to_cart': this.conversion('add_to_cart', { currency: event.currency, ...(event.value !== undefined ? { value: event.value } : {}) }); break;
      case 'checkout_placed': this.conversion('checkout_placed', { currency: event.currency, value: event.value, transaction_id: event.orderCode }); break;
      case 'payment_made': this.conversion('payment_made', { currency: event.currency, value: event.value, transaction_id: event.invoiceCode }); break;
      case 'support_contact': this.conversion('support_contact', {}); break;
    }
  }

  revoke(): void {
    this.gtag('consent', 'update', DENIED);
  }
}
