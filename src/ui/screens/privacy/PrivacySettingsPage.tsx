/**
 * /privacy-settings (public; linked from the footer and the account menu; docs/privacy.md): the consent
 * to the analytics pixels, changed at any time (withdrawing stops further loading and sending), and
 * for a signed-in customer "Download my data" (a JSON file of everything held about them).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CONSENT_VIEW_MODEL, type ConsentViewModel } from '../../../application/privacy/consent-view-model';
import { DATA_EXPORT_VIEW_MODEL, type DataExportViewModel } from '../../../application/privacy/data-export-view-model';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../../application/session/session-view-model';
import { ensureModule, useContainer, useFeatures, useService, useViewModel } from '../../app/container-context';
import { privacyModule } from '../../../application/privacy/privacy.module';
import { downloadJson } from '../../lib/download';
import { PATHS } from '../../routes/paths';
import { ConsentChoices } from './ConsentChoices';
import { ConsentIntl } from './consent-intl';
import { consentMessages as m, currentMessage } from './consent-messages';
import './privacy.css';

const ConsentSection = observer(function ConsentSection({ consent }: { consent: ConsentViewModel }) {
  const intl = useIntl();
  const [saved, setSaved] = useState(false);
  const { openChoices } = consent;
  useEffect(() => { openChoices(); }, [openChoices]);
  const record = consent.record;
  const state = (on: boolean) => intl.formatMessage(on ? m.allowed : m.refused);
  const done = (act: () => void) => () => { act(); setSaved(true); consent.openChoices(); };
  return (
    <section aria-labelledby="privacy-pixels-title">
      <h2 id="privacy-pixels-title"><FormattedMessage {...m.pixelsTitle} /></h2>
      {!consent.hasPixels ? <p><FormattedMessage {...m.noPixels} /></p> : (
        <>
          <p data-testid="consent-current">
            {record
              ? intl.formatMessage(currentMessage, { date: intl.formatDate(record.decidedAt, { dateStyle: 'medium', timeStyle: 'short' }), analytics: state(record.analytics), advertising: state(record.advertising) })
              : intl.formatMessage(m.noChoice)}
          </p>
          <ConsentChoices consent={consent} idPrefix="privacy" />
          <div className="consent-actions">
            <button type="button" className="btn btn-primary" onClick={done(() => consent.saveDraft('settings'))}><FormattedMessage {...m.save} /></button>
            <button type="button" className="btn btn-outline" onClick={done(() => consent.rejectAll('settings'))}><FormattedMessage {...m.rejectAll} /></button>
            <button type="button" className="btn btn-outline" onClick={done(() => consent.acceptAll('settings'))}><FormattedMessage {...m.acceptAll} /></button>
          </div>
          <p role="status" aria-live="polite">
            {saved && <FormattedMessage {...m.saved} />}
            {saved && consent.syncFailed && <> <FormattedMessage {...m.syncFailed} /></>}
          </p>
        </>
      )}
    </section>
  );
});

const ExportSection = observer(function ExportSection() {
  const session = useService<SessionViewModel>(SESSION_VIEW_MODEL);
  const exporter = useViewModel<DataExportViewModel>(DATA_EXPORT_VIEW_MODEL, privacyModule);
  const download = async () => {
    const data = await exporter.exportData();
    if (data !== null) downloadJson(`titip-data-${new Date().toISOString().slice(0, 10)}.json`, data);
  };
  return (
    <section aria-labelledby="privacy-export-title">
      <h2 id="privacy-export-title"><FormattedMessage {...m.exportTitle} /></h2>
      <p><FormattedMessage {...m.exportText} /></p>
      {session.signedIn ? (
        <>
          <button type="button" className="btn btn-primary" disabled={exporter.exporting} aria-busy={exporter.exporting} onClick={() => void download()}>
            <FormattedMessage {...(exporter.exporting ? m.exportBusy : m.exportButton)} />
          </button>
          <p role="alert">{exporter.failed && <FormattedMessage {...m.exportFailed} />}</p>
        </>
      ) : (
        <p><Link to={PATHS.login}><FormattedMessage {...m.exportSignIn} /></Link></p>
      )}
    </section>
  );
});

const Page = observer(function Page() {
  const container = useContainer();
  useFeatures(privacyModule);
  const [consent] = useState(() => {
    ensureModule(container, CONSENT_VIEW_MODEL, privacyModule);
    return container.get<ConsentViewModel>(CONSENT_VIEW_MODEL);
  });
  return (
    <div className="privacy-page">
      <h1><FormattedMessage {...m.pageTitle} /></h1>
      <p><FormattedMessage {...m.pageIntro} /></p>
      <ConsentSection consent={consent} />
      <ExportSection />
      <p><Link to={PATHS.privacy}><FormattedMessage {...m.retention} /></Link></p>
    </div>
  );
});

export default function PrivacySettingsPage() {
  return (
    <ConsentIntl>
      <Page />
    </ConsentIntl>
  );
}
