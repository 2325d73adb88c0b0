/**
 * The search/paste box (spec section 4 'Search submit', section 5 'URL check').
 * submit() tells the screen where to go; the screen navigates.
 */
import { makeAutoObservable } from 'mobx';
import { classifySearchInput, SEARCH_RESULT_PATHS, searchFlagForMarketplace, toggleSearchFlag, type SearchFlag, type UrlRejection } from '../../domain/url';

export type SearchOutcome =
  /** Navigate to this path (product page or results page). */
  | { readonly kind: 'navigate'; readonly to: string }
  /** Home: the product link opens the in-page order flow instead of the product page. */
  | { readonly kind: 'order'; readonly url: string }
  /** Nothing to do (empty input clears, the current URL is ignored). */
  | { readonly kind: 'none' }
  /** A site on the unsupported list: show the unsupported-site message with this host. */
  | { readonly kind: 'unsupported'; readonly host: string }
  /** Link-shaped but refused by the URL check. */
  | { readonly kind: 'rejected'; readonly reason: Exclude<UrlRejection, 'empty'> };

export function productPath(url: string): string {
  return `/product?url=${encodeURIComponent(url)}`;
}

export function resultPath(flag: SearchFlag, query: string): string {
  return `${SEARCH_RESULT_PATHS[flag]}?q=${encodeURIComponent(query)}`;
}

export class SearchBoxViewModel {
  query = '';
  flag: SearchFlag;
  outcome: SearchOutcome = { kind: 'none' };

  constructor(flag: SearchFlag = '1688', private readonly unsupportedHosts?: readonly string[]) {
    this.flag = flag;
    makeAutoObservable<this, 'unsupportedHosts'>(this, { unsupportedHosts: false }, { autoBind: true });
  }

  /** A pasted or typed marketplace link moves the selector to that link's marketplace (Taobao and Tmall => taobao). */
  setQuery(query: string): void {
    this.query = query;
    if (this.outcome.kind !== 'none') this.outcome = { kind: 'none' };
    if (!query.includes('.')) return;
    const input = classifySearchInput(query, undefined, this.unsupportedHosts);
    const flag = input.kind === 'url' ? searchFlagForMarketplace(input.marketplace) : undefined;
    if (flag !== undefined) this.flag = flag;
  }

  toggleFlag(): void {
    this.flag = toggleSearchFlag(this.flag);
  }

  setFlag(flag: SearchFlag): void {
    this.flag = flag;
  }

  /**
   * currentUrl: the product page's URL (or the link previewed on home), so that submitting it
   * again is ignored. inPageOrder (home): a product link gives 'order' instead of 'navigate'.
   */
  submit(currentUrl?: string, options: { inPageOrder?: boolean } = {}): SearchOutcome {
    const input = classifySearchInput(this.query, currentUrl, this.unsupportedHosts);
    let outcome: SearchOutcome;
    switch (input.kind) {
      case 'empty':
        this.query = '';
        outcome = { kind: 'none' };
        break;
      case 'same':
        outcome = { kind: 'none' };
        break;
      case 'url':
        outcome = options.inPageOrder ? { kind: 'order', url: input.url } : { kind: 'navigate', to: productPath(input.url) };
        break;
      case 'text':
        outcome = { kind: 'navigate', to: resultPath(this.flag, input.query) };
        break;
      case 'unsupported':
        outcome = { kind: 'unsupported', host: input.host };
        break;
      case 'rejected':
        outcome = { kind: 'rejected', reason: input.reason };
        break;
    }
    this.outcome = outcome;
    return outcome;
  }
}
