/**
 * The consent banner (docs/privacy.md): on the first visit when a pixel is configured, until a choice.
 * A non-modal region at the bottom of the page (the page stays usable; nothing is loaded meanwhile):
 * accept all, reject all, or choose per purpose. Its own chunk, loaded after the page is idle.
 */
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { ConsentViewModel } from '../../../application/privacy/consent-view-model';
import { PATHS } from '../../routes/paths';
import { ConsentChoices } from './ConsentChoices';
import { ConsentIntl } from './consent-intl';
import { consentMessages as m } from './consent-messages';
import './privacy.css';

const Banner = observer(function Banner({ consent }: { consent: ConsentViewModel }) {
  return (
    <section className="consent-banner" role="region" aria-labelledby="consent-banner-title" data-testid="consent-banner">
      <h2 id="consent-banner-title" className="consent-banner-title"><FormattedMessage {...m.bannerTitle} /></h2>
      <p><FormattedMessage {...m.bannerText} /> <Link to={PATHS.privacySettings}><FormattedMessage {...m.more} /></Link></p>
      {consent.choosing && <ConsentChoices consent={consent} idPrefix="consent-banner" />}
      <div className="consent-actions">
        {consent.choosing ? (
          <button type="button" className="btn btn-primary" onClick={() => consent.saveDraft('banner')}><FormattedMessage {...m.save} /></button>
        ) : (
          <button type="button" className="btn btn-outline" onClick={consent.openChoices}><FormattedMessage {...m.choose} /></button>
        )}
        <button type="button" className="btn btn-outline" onClick={() => consent.rejectAll('banner')}><FormattedMessage {...m.rejectAll} /></button>
        <button type="button" className="btn btn-primary" onClick={() => consent.acceptAll('banner')}><FormattedMessage {...m.acceptAll} /></button>
      </div>
    </section>
  );
});

export default function ConsentBanner({ consent }: { consent: ConsentViewModel }) {
  return (
    <ConsentIntl>
      <Banner consent={consent} />
    </ConsentIntl>
  );
}
