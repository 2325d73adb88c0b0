/**
 * The one warning of restricted goods (lartas), the same on the product page, the calculator, each
 * cart line and checkout: a region with a heading, a warning sign and words (never colour alone)
 * naming the category, the authority and regulation of the permit or limit, the entry's
 * description in the screen's language, what customs may do with the goods and that its cost is
 * the customer's, and a link to /lartas. `compact` (cart lines): a badge that opens the same text.
 * `items` (checkout): the lines it covers.
 */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localizedLartas } from '../../application/lartas/lartas-text';
import type { LartasEntry } from '../../application/ports/rates-api.port';
import { PATHS } from '../routes/paths';
import { lartasBadge, lartasItems, lartasMessages as m, lartasTitle } from './lartas-messages';
import '../styles/lartas.css';

export interface LartasNoticeProps {
  entry: LartasEntry;
  /** The names of the lines it covers (checkout). */
  items?: readonly string[];
  /** 'compact': a badge that opens the text (a cart line). */
  variant?: 'full' | 'compact';
  /** The heading's level in the page (default 2). */
  headingLevel?: 2 | 3 | 4;
  testId?: string;
}

export function LartasNotice({ entry, items, variant = 'full', headingLevel = 2, testId = 'lartas-notice' }: LartasNoticeProps) {
  const intl = useIntl();
  const headingId = useId();
  const { name, description } = localizedLartas(entry, intl.locale.startsWith('en') ? 'en' : 'id');
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const region = (
    <section className={variant === 'full' ? 'lartas-notice' : undefined} aria-labelledby={headingId} data-testid={variant === 'full' ? testId : undefined} data-lartas-id={entry.id}>
      <Heading id={headingId} className="lartas-title">
        <span className="lartas-icon" aria-hidden="true">⚠</span>
        <span><FormattedMessage {...lartasTitle} values={{ name }} /></span>
      </Heading>
      <dl className="lartas-facts">
        {entry.authority && <div><dt><FormattedMessage {...m.authority} /></dt><dd>{entry.authority}</dd></div>}
        {entry.regulation && <div><dt><FormattedMessage {...m.regulation} /></dt><dd>{entry.regulation}</dd></div>}
        {description && <div><dt><FormattedMessage {...m.requirement} /></dt><dd>{description}</dd></div>}
      </dl>
      {items && items.length > 0 && <p data-testid="lartas-items"><FormattedMessage {...lartasItems} values={{ items: items.join(', ') }} /></p>}
      <p className="lartas-consequence"><FormattedMessage {...m.consequence} /></p>
      <p><Link to={PATHS.lartas}><FormattedMessage {...m.link} /></Link></p>
    </section>
  );
  if (variant === 'full') return region;
  return (
    <details className="lartas-notice lartas-compact" data-testid={testId} data-lartas-id={entry.id}>
      <summary><span aria-hidden="true">⚠ </span><FormattedMessage {...lartasBadge} values={{ name }} /></summary>
      {region}
    </details>
  );
}
