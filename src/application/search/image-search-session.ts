/**
 * The image-search results of this tab's session (the server answers them with the upload;
 * there is no search-by-URL call). Keyed by the uploaded image's URL, which the results page
 * carries in its query (?image_url=...); the last 5 searches are kept in memory, so back and
 * forward work, and a reload shows the 'upload again' state.
 */
import { injectable } from 'inversify';
import type { SearchProduct } from '../ports/search-api.port';

export const IMAGE_SEARCH_SESSION = Symbol.for('search.ImageSearchSession');
const KEEP = 5;

@injectable()
export class ImageSearchSession {
  private readonly results = new Map<string, SearchProduct[]>();

  put(imageUrl: string, products: SearchProduct[]): void {
    this.results.delete(imageUrl);
    this.results.set(imageUrl, products);
    while (this.results.size > KEEP) {
      const oldest = this.results.keys().next().value;
      if (oldest === undefined) break;
      this.results.delete(oldest);
    }
  }

  get(imageUrl: string): SearchProduct[] | undefined {
    return this.results.get(imageUrl);
  }
}
