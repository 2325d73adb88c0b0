/**
 * The home page's in-page order flow (spec section 4: on the home page a product link triggers
 * an in-page order instead of going to the product page): the link is scraped and shown as a
 * preview card under the search box, with a link to the full product page.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PRODUCT_API, type Product, type ProductApi } from '../ports/product-api.port';

export const HOME_ORDER_VIEW_MODEL = Symbol.for('home.HomeOrderViewModel');

/** Spec section 9: the not-found message shows for 2 seconds. */
export const NOT_FOUND_MESSAGE_MS = 2000;

export type OrderPreview =
  | { kind: 'idle' }
  | { kind: 'loading'; url: string }
  | { kind: 'product'; url: string; product: Product }
  /** 'Produk tidak tersedia' (shown for NOT_FOUND_MESSAGE_MS). */
  | { kind: 'unavailable'; url: string }
  /** A redirect answer: the browser goes to this link. */
  | { kind: 'redirect'; url: string; to: string }
  /** The call failed (network, server): retry keeps the link. */
  | { kind: 'error'; url: string; message: string };

@injectable()
export class HomeOrderViewModel {
  preview: OrderPreview = { kind: 'idle' };
  private request = 0;

  constructor(@inject(PRODUCT_API) private readonly products: ProductApi) {
    makeAutoObservable<this, 'products' | 'request'>(this, { products: false, request: false }, { autoBind: true });
  }

  /** The link shown (so that submitting the same link again is ignored). */
  get currentUrl(): string | undefined {
    return this.preview.kind === 'idle' ? undefined : this.preview.url;
  }

  async open(url: string): Promise<void> {
    const request = ++this.request;
    this.preview = { kind: 'loading', url };
    try {
      const outcome = await this.products.scrape(url);
      if (request !== this.request) return;
      runInAction(() => {
        if (outcome.kind === 'product') this.preview = { kind: 'product', url, product: outcome.product };
        else if (outcome.kind === 'redirect') this.preview = { kind: 'redirect', url, to: outcome.url };
        else this.preview = { kind: 'unavailable', url };
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.preview = { kind: 'error', url, message: error instanceof Error ? error.message : '' };
      });
    }
  }

  retry(): Promise<void> {
    return this.preview.kind === 'idle' ? Promise.resolve() : this.open(this.preview.url);
  }

  close(): void {
    this.request++;
    this.preview = { kind: 'idle' };
  }
}
