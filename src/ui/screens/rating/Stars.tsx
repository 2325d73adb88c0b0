/** A rating as five stars (read-only), with its text for assistive technology ('Nilai 4 dari 5'). */
import { useIntl } from 'react-intl';
import { starsOf } from './rating-messages';

export function Stars({ value, testId }: { value: number; testId?: string }) {
  const intl = useIntl();
  const full = Math.round(value);
  return (
    <span className="stars" role="img" aria-label={intl.formatMessage(starsOf, { stars: value })} data-testid={testId} data-stars={value}>
      {[1, 2, 3, 4, 5].map((n) => <span key={n} aria-hidden="true" className={n <= full ? 'star star-on' : 'star'}>★</span>)}
    </span>
  );
}
