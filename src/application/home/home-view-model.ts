/**
 * Home (spec section 2 'Home'): the operators' header banners, the highlight summary (transactions since March 2019, last
 * transactions, testimonies), flash sale with its due date, recommendations and popular
 * products. Each block loads on its own: a failed block shows its error and retry, the
 * others still show.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  FLASH_SALE_TITLE_WORDS, TRUNCATE_HOME_BUYER_NAME, TRUNCATE_HOME_PRODUCT_TITLE, formatIntegerId, truncate, truncateWords,
} from '../../domain/format';
import { CONTENT_API, type CatalogProduct, type ContentApi, type FeaturedBanner, type LastTransaction, type Testimony } from '../ports/content-api.port';

export const HOME_VIEW_MODEL = Symbol.for('home.HomeViewModel');

export type BlockStatus = 'loading' | 'ready' | 'error';
export type HomeBlockName = 'banners' | 'summary' | 'lastTransactions' | 'testimonies' | 'flashSale' | 'recommendations' | 'popular';

export interface Block<T> {
  status: BlockStatus;
  data: T | null;
}

export interface FlashSale {
  products: CatalogProduct[];
  dueDate: string | null;
}

export interface HomeBlocks {
  /** The operators' header banners (featured-images/header). */
  banners: Block<FeaturedBanner[]>;
  summary: Block<number>;
  lastTransactions: Block<LastTransaction[]>;
  testimonies: Block<Testimony[]>;
  flashSale: Block<FlashSale>;
  recommendations: Block<CatalogProduct[]>;
  popular: Block<CatalogProduct[]>;
}

const loading = <T>(): Block<T> => ({ status: 'loading', data: null });

@injectable()
export class HomeViewModel {
  blocks: HomeBlocks = {
    banners: loading(), summary: loading(), lastTransactions: loading(), testimonies: loading(),
    flashSale: loading(), recommendations: loading(), popular: loading(),
  };

  constructor(@inject(CONTENT_API) private readonly content: ContentApi) {
    makeAutoObservable<this, 'content'>(this, { content: false }, { autoBind: true });
  }

  /** Loads every block at once; each settles on its own. */
  load(): Promise<void> {
    return Promise.all((Object.keys(this.blocks) as HomeBlockName[]).map((name) => this.loadBlock(name))).then(() => undefined);
  }

  /** (Re)loads one block; a failure is kept in that block only. */
  async loadBlock(name: HomeBlockName): Promise<void> {
    const block = this.blocks[name] as Block<unknown>;
    block.status = 'loading';
    try {
      const data = await this.fetch(name);
      runInAction(() => {
        block.data = data;
        block.status = 'ready';
      });
    } catch {
      runInAction(() => {
        block.status = 'error';
      });
    }
  }

  private async fetch(name: HomeBlockName): Promise<unknown> {
    switch (name) {
      // Decoration: a failure is an empty strip (nothing to retry on the page).
      case 'banners': return this.content.headerBanners().catch(() => []);
      case 'summary': return (await this.content.company()).totalTransactions;
      case 'lastTransactions': return this.content.lastTransactions();
      case 'testimonies': return this.content.testimonies();
      case 'flashSale': {
        // The due date is secondary: without it the products still show.
        const [products, dueDate] = await Promise.all([this.content.flashSale(), this.content.flashSaleDueDate().catch(() => null)]);
        return { products, dueDate } satisfies FlashSale;
      }
      case 'recommendations': return this.content.catalog('recommendation');
      case 'popular': return this.content.catalog('popular');
    }
  }

  /** Total transactions as shown (Indonesian grouping), '' until loaded. */
  get totalTransactionsText(): string {
    const total = this.blocks.summary.data;
    return total === null ? '' : formatIntegerId(total);
  }

  /** Last transactions cut for the carousel: buyer 15, product 20 characters. */
  get lastTransactionCards(): LastTransaction[] {
    return (this.blocks.lastTransactions.data ?? []).map((t) => ({
      ...t,
      buyerName: truncate(t.buyerName, TRUNCATE_HOME_BUYER_NAME),
      productTitle: truncate(t.productTitle, TRUNCATE_HOME_PRODUCT_TITLE),
    }));
  }

  /** Flash-sale products with titles cut to 4 words plus '...'. */
  get flashSaleCards(): CatalogProduct[] {
    return (this.blocks.flashSale.data?.products ?? []).map((p) => ({ ...p, title: truncateWords(p.title, FLASH_SALE_TITLE_WORDS) }));
  }

  get flashSaleDueDate(): number | null {
    const iso = this.blocks.flashSale.data?.dueDate;
    const ms = iso ? Date.parse(iso) : NaN;
    return Number.isFinite(ms) ? ms : null;
  }
}
