/** The purposes as checkboxes in a fieldset (banner's choose step and the privacy page), each naming its pixels. */
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ConsentViewModel } from '../../../application/privacy/consent-view-model';
import type { ConsentPurpose } from '../../../domain/privacy';
import { advertisingTextMessage, analyticsTextMessage, consentMessages as m } from './consent-messages';

const PIXEL_LABEL: Record<string, string> = { metaPixel: 'Meta Pixel', googleAds: 'Google Ads', tiktokPixel: 'TikTok Pixel' };
const TEXTS = {
  analytics: { label: m.analyticsLabel, text: analyticsTextMessage },
  advertising: { label: m.advertisingLabel, text: advertisingTextMessage },
} as const;

export const ConsentChoices = observer(function ConsentChoices({ consent, idPrefix }: { consent: ConsentViewModel; idPrefix: string }) {
  const intl = useIntl();
  return (
    <fieldset className="consent-choices">
      <legend><FormattedMessage {...m.purposesLegend} /></legend>
      {consent.purposes.map((purpose: ConsentPurpose) => {
        const id = `${idPrefix}-${purpose}`;
        return (
          <div key={purpose} className="consent-choice">
            <input id={id} type="checkbox" checked={consent.draft[purpose]} aria-describedby={`${id}-text`} onChange={(e) => consent.setDraft(purpose, e.target.checked)} />
            <label htmlFor={id}><FormattedMessage {...TEXTS[purpose].label} /></label>
            <p id={`${id}-text`} className="consent-choice-text">
              {intl.formatMessage(TEXTS[purpose].text, { pixels: intl.formatList(consent.pixelsFor(purpose).map((p) => PIXEL_LABEL[p] ?? p)) })}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
});
