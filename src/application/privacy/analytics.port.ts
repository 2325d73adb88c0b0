/**
 * The analytics port (docs/privacy.md): the events the storefront reports, the pixels that receive
 * them (adapters in src/infrastructure/analytics, one per vendor), and where the configured pixels
 * come from. Nothing here loads anything: AnalyticsService decides when, after consent.
 */
import type { ConsentPurpose, PixelName } from '../../domain/privacy';

export interface PageView {
  /** Path and query of the page (no origin). */
  path: string;
  title: string;
}

export type AnalyticsEvent =
  | ({ type: 'page_view' } & PageView)
  | { type: 'add_to_cart'; currency: 'IDR'; value?: number; itemName?: string }
  | { type: 'checkout_placed'; currency: 'IDR'; value: number; orderCode: string }
  | { type: 'payment_made'; currency: 'IDR'; value: number; invoiceCode: string }
  | { type: 'support_contact'; topicId: string };

/** One vendor's pixel, written to its published contract. */
export interface AnalyticsPixel {
  readonly name: PixelName;
  readonly purpose: ConsentPurpose;
  /** Injects the vendor's script (once) and reports the page being viewed. */
  start(page: PageView): void;
  /** Reports an event (started pixels only). */
  send(event: AnalyticsEvent): void;
  /** Consent withdrawn: the vendor's own revocation, where it has one (nothing is sent after it anyway). */
  revoke(): void;
}

/** The pixels configured for this deployment (runtime configuration), loaded on demand. */
export interface AnalyticsPixelSource {
  /** Which are configured (none: nothing is ever loaded, no banner is shown). */
  readonly configured: readonly { name: PixelName; purpose: ConsentPurpose }[];
  /** Loads the adapters' code (its own chunk) and creates the configured pixels. */
  load(): Promise<AnalyticsPixel[]>;
}
export const ANALYTICS_PIXEL_SOURCE = Symbol.for('privacy.AnalyticsPixelSource');

/** Where view-models report events (AnalyticsService; optional everywhere: tests may leave it out). */
export interface AnalyticsSink {
  track(event: AnalyticsEvent): void;
}
export const ANALYTICS = Symbol.for('privacy.Analytics');
