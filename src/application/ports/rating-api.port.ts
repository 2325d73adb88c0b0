// Ratings after delivery and the product page's reviews (docs/api/ops.md 'GET rating?cart_code=',
// 'POST rating/insert', 'GET review/product'). Bound by the 'aftercare' feature.
import type { LineRating } from './fulfilment-api.port';

/** A cart line the caller may rate (or has rated). */
export interface RatingTarget {
  cartCode: string;
  name: string;
  image: string | null;
  canRate: boolean;
  rating: LineRating | null;
}

export interface RatingInput {
  cartCode: string;
  /** 1..5 */
  stars: number;
  /** 0..1000 characters. */
  text: string;
}

export interface SavedRating extends LineRating {
  cartCode: string;
}

export interface ProductReview {
  id: string;
  /** 'Budi S.' */
  name: string;
  rating: number;
  text: string;
  createdAt: string;
}

export interface ProductReviewQuery {
  /** The product's marketplace URL, or */
  url?: string;
  /** the catalog's product id. */
  productId?: string;
  page?: number;
}

export interface ProductReviewPage {
  items: ProductReview[];
  page: number;
  perPage: number;
  total: number;
  /** To one decimal; null without ratings. */
  average: number | null;
}

export const RATING_TEXT_MAX = 1000;

export interface RatingApi {
  /** GET rating?cart_code=: NOT_FOUND (LINE_NOT_FOUND) when the caller has no order line of that cart code. */
  target(cartCode: string): Promise<RatingTarget>;
  /** POST rating/insert: CONFLICT NOT_DELIVERED / ALREADY_RATED; UNPROCESSABLE for bad stars or text. */
  rate(input: RatingInput): Promise<SavedRating>;
  /** GET review/product (public), newest first, 20 a page. */
  productReviews(query: ProductReviewQuery): Promise<ProductReviewPage>;
}

export const RATING_API = Symbol.for('rating.RatingApi');
