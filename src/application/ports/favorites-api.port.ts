// The customer's favorites as /favorites pages them (docs/perks.md): GET bookmark?type=product&page,
// DELETE bookmark/delete {bookmark_id} (ApiError NOT_FOUND when it is not the customer's). The
// product page link is built from the product's url. The 'perks' feature's.

export interface Favorite {
  id: string;
  /** The product's slug (the bookmark's object_id). */
  objectId: string;
  title: string | null;
  imageUrl: string | null;
  /** The product's marketplace url (the product page is /product?url=...); null when the product is gone. */
  url: string | null;
  /** Integer rupiah when the catalog knows it. */
  price: number | null;
}

export interface FavoritePage {
  items: Favorite[];
  page: number;
  lastPage: number;
  total: number;
}

export interface FavoritesApi {
  page(page: number): Promise<FavoritePage>;
  remove(id: string): Promise<void>;
}

export const FAVORITES_API = Symbol.for('perks.FavoritesApi');
