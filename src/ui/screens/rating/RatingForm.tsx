/**
 * Rating one delivered cart line (GET rating?cart_code=, POST rating/insert): stars 1 to 5 (keyboard:
 * arrow keys) and an optional text. The stars and text stay after a failed send; saved, the rating
 * shows instead of the form. Loaded lazily by the order detail ('Beri nilai').
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { ratingModule } from '../../../application/fulfilment/rating.module';
import { RATING_FORM_VIEW_MODEL, type RatingFormViewModel, type RatingSendError } from '../../../application/fulfilment/rating-form-view-model';
import { RATING_TEXT_MAX } from '../../../application/ports/rating-api.port';
import { useViewModel } from '../../app/container-context';
import { ratingMessages as m, textCount } from './rating-messages';
import { StarInput } from './StarInput';
import { WithOrdersIntl } from '../invoice/orders-intl';
import { Stars } from './Stars';
import '../../styles/aftercare.css';

const SEND_ERRORS: Readonly<Record<RatingSendError, MessageDescriptor>> = {
  not_delivered: m.notDelivered, not_completed: m.notCompleted, already_rated: m.alreadyRated, invalid: m.invalid, failed: m.failed,
};

const RatingForm = observer(function RatingForm({ cartCode }: { cartCode: string }) {
  const vm = useViewModel<RatingFormViewModel>(RATING_FORM_VIEW_MODEL, ratingModule);
  const intl = useIntl();
  const id = useId();
  useEffect(() => {
    void vm.open(cartCode);
  }, [vm, cartCode]);
  if (vm.load === 'loading' || vm.load === 'idle') return <p className="muted small" role="status"><FormattedMessage {...m.loading} /></p>;
  if (vm.load === 'not_found') return <p className="form-error small" role="alert"><FormattedMessage {...m.notFound} /></p>;
  if (vm.load === 'failed') {
    return (
      <p className="form-error small" role="alert">
        <FormattedMessage {...m.loadFailed} />{' '}
        <button type="button" className="btn btn-text" onClick={() => void vm.open(cartCode)}><FormattedMessage {...m.retry} /></button>
      </p>
    );
  }
  const existing = vm.saved ?? vm.target?.rating ?? null;
  if (existing) {
    return (
      <div className="rating-done" data-testid="rating-saved" role="status">
        {vm.saved && <p className="small"><FormattedMessage {...m.saved} /></p>}
        <p className="small"><FormattedMessage {...m.yourRating} />: <Stars value={existing.stars} /></p>
        {existing.text && <p className="small">{existing.text}</p>}
      </div>
    );
  }
  if (!vm.canRate) return <p className="muted small" data-testid="rating-unavailable"><FormattedMessage {...(vm.sendError === 'already_rated' ? m.alreadyRated : m.notDelivered)} /></p>;
  return (
    <form
      className="rating-form" data-testid="rating-form" noValidate aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void vm.submit();
      }}
    >
      <p id={`${id}-title`}><strong><FormattedMessage {...m.title} /></strong>{vm.target && <> · {vm.target.name}</>}</p>
      <StarInput value={vm.stars} onChange={vm.setStars} legend={m.stars} invalid={vm.starsMissing} describedBy={vm.starsMissing ? `${id}-stars-error` : undefined} />
      {vm.starsMissing && <p id={`${id}-stars-error`} className="field-error" role="alert"><FormattedMessage {...m.starsRequired} /></p>}
      <label className="field" htmlFor={`${id}-text`}>
        <span><FormattedMessage {...m.text} /></span>
      </label>
      <textarea
        id={`${id}-text`} rows={3} value={vm.text} onChange={(e) => vm.setText(e.target.value)} placeholder={intl.formatMessage(m.textHint)}
        aria-invalid={vm.textTooLong || undefined} aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className={vm.textTooLong ? 'field-error' : 'muted small'}>
        {vm.textTooLong ? <FormattedMessage {...m.textTooLong} /> : <FormattedMessage {...textCount} values={{ count: vm.text.length, max: RATING_TEXT_MAX }} />}
      </p>
      {vm.sendError && vm.sendError !== 'not_completed' && <p className="form-error small" role="alert" data-testid="rating-error"><FormattedMessage {...SEND_ERRORS[vm.sendError]} /></p>}
      {/* Its text is in /history's own catalogue (orders-intl.tsx). */}
      {vm.sendError === 'not_completed' && <WithOrdersIntl><p className="form-error small" role="alert" data-testid="rating-error"><FormattedMessage {...SEND_ERRORS.not_completed} /></p></WithOrdersIntl>}
      <button type="submit" className="btn btn-primary btn-small" disabled={vm.sending} data-testid="rating-submit">
        <FormattedMessage {...(vm.sending ? m.sending : m.send)} />
      </button>
    </form>
  );
});

export default RatingForm;
