/** The course page's reviews: average, list, and the owner's own review (write or edit). */
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CoursePageViewModel } from '../../../application/course/course-page-view-model';
import { notify } from '../../lib/toast';
import { when } from '../invoice/invoice-parts';
import { errorText } from './course-parts';
import { courseMessages as m, courseValueMessages as mv } from './course-messages';

const ReviewForm = observer(function ReviewForm({ vm }: { vm: CoursePageViewModel }) {
  const intl = useIntl();
  const submit = async () => {
    if (await vm.submitReview()) notify.success(intl.formatMessage(m.reviewSaved));
  };
  return (
    <form className="course-box" data-testid="review-form" onSubmit={(e) => {
      e.preventDefault();
      void submit();
    }}>
      <h3 className="h6"><FormattedMessage {...(vm.ownReview ? m.editReview : m.writeReview)} /></h3>
      <fieldset className="course-stars">
        <legend><FormattedMessage {...m.ratingLabel} /></legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <button key={n} type="button" className="btn btn-text" aria-pressed={vm.rating >= n} aria-label={intl.formatMessage(mv.stars, { count: n })} onClick={() => vm.setRating(n)}>★</button>
        ))}
      </fieldset>
      <label htmlFor="review-text"><FormattedMessage {...m.reviewText} /></label>
      <textarea id="review-text" rows={4} value={vm.reviewText} onChange={(e) => vm.setReviewText(e.target.value)} aria-invalid={vm.reviewProblem !== null || undefined} />
      {vm.reviewProblem && <p className="field-error" role="alert" data-testid="review-problem"><FormattedMessage {...m[vm.reviewProblem]} /></p>}
      {vm.actionError !== null && vm.busy === null && <p className="form-error" role="alert"><FormattedMessage {...m.reviewFailed} /> <FormattedMessage {...errorText(vm.actionError)} /></p>}
      <span className="course-actions">
        <button type="submit" className="btn btn-primary" disabled={vm.busy === 'review'}><FormattedMessage {...(vm.busy === 'review' ? m.processing : m.sendReview)} /></button>
        {vm.ownReview && <button type="button" className="btn btn-text" onClick={() => vm.startEditing()}><FormattedMessage {...m.cancel} /></button>}
      </span>
    </form>
  );
});

export const CourseReviews = observer(function CourseReviews({ vm }: { vm: CoursePageViewModel }) {
  const reviews = vm.reviews;
  const own = vm.ownReview;
  return (
    <section className="course-box" data-testid="course-reviews">
      <h2><FormattedMessage {...m.reviews} /></h2>
      {reviews && reviews.count > 0 && <p className="small"><FormattedMessage {...mv.rating} values={{ average: reviews.average.toFixed(1), count: reviews.count }} /></p>}
      {vm.reviewsError !== null && <p className="form-error small" role="alert"><FormattedMessage {...errorText(vm.reviewsError)} /></p>}
      {vm.canReview && (vm.editing || !own
        ? <ReviewForm vm={vm} />
        : <button type="button" className="btn btn-outline" onClick={() => vm.startEditing()}><FormattedMessage {...m.editReview} /></button>)}
      {reviews && reviews.items.length === 0 && <p className="muted"><FormattedMessage {...m.noReviews} /></p>}
      <ul className="course-list">
        {reviews?.items.map((r) => (
          <li key={r.reviewId} data-testid="course-review" data-mine={r.mine || undefined}>
            <span>
              <strong>{r.name}</strong> · {'★'.repeat(Math.max(0, Math.min(5, r.rating)))} · <span className="muted small">{when(r.createdAt)}</span>
              {r.mine && <> · <em className="small"><FormattedMessage {...m.yourReview} /></em></>}
              <br />{r.text}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
});
