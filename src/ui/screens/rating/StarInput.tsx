/**
 * Choosing 1 to 5 stars: native radio buttons in a fieldset (arrow keys move and choose, Tab leaves
 * the group), each labelled '3 bintang'; the stars up to the chosen (or hovered) one light up.
 */
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { starsLabel } from './rating-messages';

export function StarInput({ value, onChange, legend, invalid, describedBy }: {
  value: number;
  onChange: (stars: number) => void;
  legend: MessageDescriptor;
  invalid: boolean;
  describedBy?: string;
}) {
  const intl = useIntl();
  const name = useId();
  const [hover, setHover] = useState(0);
  const lit = hover || value;
  return (
    <fieldset className="star-input" aria-invalid={invalid || undefined} aria-describedby={describedBy} data-testid="star-input" onMouseLeave={() => setHover(0)}>
      <legend>{intl.formatMessage(legend)}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={n <= lit ? 'star-option star-on' : 'star-option'} onMouseEnter={() => setHover(n)}>
          <input
            type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="visually-hidden"
            aria-label={intl.formatMessage(starsLabel, { stars: n })}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  );
}
