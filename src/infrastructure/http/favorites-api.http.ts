// HTTP FavoritesApi (docs/perks.md): GET bookmark?type=product&page (with its paging), DELETE bookmark/delete.
import { inject, injectable } from 'inversify';
import type { Favorite, FavoritePage, FavoritesApi } from '../../application/ports/favorites-api.port';
import { isObject, list, num, obj, optNum, optStr, str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';

function toFavorite(value: unknown, path: string): Favorite {
  const row = obj(value, path);
  const product = isObject(row.product) ? row.product : null;
  return {
    id: str(row.id, `${path}.id`),
    objectId: str(row.object_id, `${path}.object_id`),
    title: product ? optStr(product.product_title, `${path}.product.product_title`) : null,
    imageUrl: product ? optStr(product.image_url, `${path}.product.image_url`) : null,
    url: product ? optStr(product.url, `${path}.product.url`) : null,
    price: product && product.price !== null && product.price !== undefined ? num(product.price, `${path}.product.price`) : null,
  };
}

@injectable()
export class HttpFavoritesApi implements FavoritesApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async page(page: number): Promise<FavoritePage> {
    const body = envelope(await this.http.get('bookmark', { query: { type: 'product', page } }));
    return {
      items: list(body.data, 'data', toFavorite),
      page: optNum(body.page, 'page', page),
      lastPage: optNum(body.last_page, 'last_page', 1),
      total: optNum(body.total, 'total', 0),
    };
  }

  async remove(id: string): Promise<void> {
    await this.http.delete('bookmark/delete', { body: { bookmark_id: Number(id) } });
  }
}
