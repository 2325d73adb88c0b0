/**
 * The product page's reviews (GET review/product, public): the average, then the customers'
 * ratings newest first, 20 a page. Mount it on the product page with the product's URL (or the
 * catalog's product id); it loads its own bindings (the 'aftercare' feature) and suspends meanwhile,
 * so wrap it in <Suspense> (ProductReviewsSection does).
 */
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ratingModule } from '../../../application/fulfilment/rating.module';
import { PRODUCT_REVIEWS_VIEW_MODEL, type ProductReviewsViewModel } from '../../../application/fulfilment/product-reviews-view-model';
import { useViewModel } from '../../app/container-context';
import { Pager, when } from '../invoice/invoice-parts';
import { averageOf, ratingMessages as m } from './rating-messages';
import { Stars } from './Stars';
import '../../styles/aftercare.css';

export const ProductReviews = observer(function ProductReviews({ url, productId }: { url?: string; productId?: string }) {
  const vm = useViewModel<ProductReviewsViewModel>(PRODUCT_REVIEWS_VIEW_MODEL, ratingModule);
  const intl = useIntl();
  useEffect(() => {
    void vm.show({ ...(url ? { url } : {}), ...(productId ? { productId } : {}) });
  }, [vm, url, productId]);
  return (
    <section className="product-reviews" data-testid="product-reviews" aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title" className="h4"><FormattedMessage {...m.reviewsTitle} /></h2>
      {vm.average !== null && (
        <p className="small" data-testid="reviews-average">
          <Stars value={vm.average} />{' '}
          <FormattedMessage {...averageOf} values={{ average: intl.formatNumber(vm.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), total: vm.total }} />
        </p>
      )}
      {vm.loading && vm.reviews.length === 0 && <p className="muted small" role="status"><FormattedMessage {...m.loading} /></p>}
      {vm.failed && (
        <p className="form-error small" role="alert">
          <FormattedMessage {...m.reviewsFailed} />{' '}
          <button type="button" className="btn btn-text" onClick={() => void vm.reload()}><FormattedMessage {...m.retry} /></button>
        </p>
      )}
      {vm.empty && <p className="muted small" data-testid="reviews-empty"><FormattedMessage {...m.reviewsEmpty} /></p>}
      {vm.reviews.length > 0 && (
        <ul className="review-list">
          {vm.reviews.map((r) => (
            <li key={r.id} data-testid="review">
              <p className="small"><strong>{r.name}</strong> · <Stars value={r.rating} /> · <span className="muted">{when(r.createdAt)}</span></p>
              {r.text && <p>{r.text}</p>}
            </li>
          ))}
        </ul>
      )}
      <Pager page={vm.page} count={vm.pageCount} onPage={(page) => void vm.show(vm.query, page)} />
    </section>
  );
});

/** ProductReviews under its own Suspense boundary (nothing shows while the feature loads). */
export function ProductReviewsSection(props: { url?: string; productId?: string }) {
  return (
    <Suspense fallback={null}>
      <ProductReviews {...props} />
    </Suspense>
  );
}

export default ProductReviewsSection;
