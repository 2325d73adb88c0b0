// RatingApi over HTTP (docs/api/ops.md): GET rating?cart_code=, POST rating/insert, GET
// review/product?url=&product_id=&page= (public).
import { inject, injectable } from 'inversify';
import type {
  ProductReview, ProductReviewPage, ProductReviewQuery, RatingApi, RatingInput, RatingTarget, SavedRating,
} from '../../application/ports/rating-api.port';
import { bool, dataList, isObject, malformed, num, obj, optNum, optStr, str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';

function stars(value: unknown, path: string): number {
  const n = num(value, path);
  if (!Number.isInteger(n) || n < 1 || n > 5) throw malformed(path);
  return n;
}

function toReview(value: unknown, path: string): ProductReview {
  const row = obj(value, path);
  return {
    id: str(row.id, `${path}.id`),
    name: optStr(row.name, `${path}.name`) ?? '',
    rating: stars(row.rating, `${path}.rating`),
    text: optStr(row.text, `${path}.text`) ?? '',
    createdAt: optStr(row.created_at, `${path}.created_at`) ?? '',
  };
}

export function toRatingTarget(value: unknown, path = 'data'): RatingTarget {
  const row = obj(value, path);
  const rating = row.rating === undefined || row.rating === null ? null : obj(row.rating, `${path}.rating`);
  return {
    cartCode: str(row.cart_code, `${path}.cart_code`),
    name: optStr(row.name, `${path}.name`) ?? '',
    image: optStr(row.image, `${path}.image`),
    canRate: bool(row.can_rate, `${path}.can_rate`),
    rating: rating
      ? { stars: stars(rating.stars, `${path}.rating.stars`), text: optStr(rating.text, `${path}.rating.text`) ?? '', createdAt: optStr(rating.created_at, `${path}.rating.created_at`) ?? '' }
      : null,
  };
}

@injectable()
export class HttpRatingApi implements RatingApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async target(cartCode: string): Promise<RatingTarget> {
    return toRatingTarget(envelope(await this.http.get('rating', { query: { cart_code: cartCode } })).data);
  }

  async rate(input: RatingInput): Promise<SavedRating> {
    const body = { cart_code: input.cartCode, stars: input.stars, text: input.text };
    const row = obj(envelope(await this.http.post('rating/insert', { body })).data, 'data');
    return {
      cartCode: str(row.cart_code ?? input.cartCode, 'data.cart_code'),
      stars: stars(row.stars ?? input.stars, 'data.stars'),
      text: optStr(row.text, 'data.text') ?? input.text,
      createdAt: optStr(row.created_at, 'data.created_at') ?? '',
    };
  }

  async productReviews(query: ProductReviewQuery): Promise<ProductReviewPage> {
    const page = query.page !== undefined && Number.isInteger(query.page) && query.page > 0 ? query.page : 1;
    const body = envelope(await this.http.get('review/product', { query: { url: query.url || undefined, product_id: query.productId || undefined, page } }));
    const items = dataList(body).map((r, i) => toReview(r, `data[${i}]`));
    const meta = isObject(body.meta) ? body.meta : {};
    const average = meta.average === undefined || meta.average === null ? null : num(meta.average, 'meta.average');
    return {
      items,
      page: Math.max(1, Math.round(optNum(meta.page, 'meta.page', page))),
      perPage: Math.max(1, Math.round(optNum(meta.per_page, 'meta.per_page', 20))),
      total: Math.max(0, Math.round(optNum(meta.total, 'meta.total', items.length))),
      average,
    };
  }
}
