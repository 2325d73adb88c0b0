/**
 * The bindings of the rating form (a delivered line on /history and /track) and of the product
 * page's reviews, loaded with their components; they need the 'aftercare' feature (RatingApi).
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { PRODUCT_REVIEWS_VIEW_MODEL, ProductReviewsViewModel } from './product-reviews-view-model';
import { RATING_FORM_VIEW_MODEL, RatingFormViewModel } from './rating-form-view-model';

export const ratingModule = withFeatures(['aftercare'], new ContainerModule(({ bind }) => {
  bind(RATING_FORM_VIEW_MODEL).to(RatingFormViewModel).inTransientScope();
  bind(PRODUCT_REVIEWS_VIEW_MODEL).to(ProductReviewsViewModel).inTransientScope();
}));
