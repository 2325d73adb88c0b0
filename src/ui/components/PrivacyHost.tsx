/**
 * The privacy shell (docs/privacy.md), loaded once the first page has gone idle (RootShell's
 * AfterIdle): binds the privacy feature (consent, analytics service, their adapters), starts them
 * once per app (the account's record met at sign-in; the pixels following the consent) behind the
 * boot's analytics relay, reports each page view to the analytics service (which sends nothing
 * without consent), and shows the consent banner (its own chunk) while no choice is stored and a
 * pixel is configured. Nothing of this is in the first page's JavaScript.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Container } from 'inversify';
import type { AnalyticsRelay } from '../../application/privacy/analytics-relay';
import { ANALYTICS_SERVICE, type AnalyticsService } from '../../application/privacy/analytics-service';
import { ANALYTICS } from '../../application/privacy/analytics.port';
import { CONSENT_VIEW_MODEL, type ConsentViewModel } from '../../application/privacy/consent-view-model';
import { privacyModule } from '../../application/privacy/privacy.module';
import { FEATURE_LOADER, type FeatureLoader } from '../../application/ports/feature-loader.port';
import { ensureModule, useContainer } from '../app/container-context';

const ConsentBanner = lazy(() => import('../screens/privacy/ConsentBanner'));

/** The consent and the analytics service, started once per app (the privacy page may bind them first). */
function startPrivacy(container: Container): { consent: ConsentViewModel; analytics: AnalyticsService } {
  ensureModule(container, CONSENT_VIEW_MODEL, privacyModule);
  const consent = container.get<ConsentViewModel>(CONSENT_VIEW_MODEL);
  const analytics = container.get<AnalyticsService>(ANALYTICS_SERVICE);
  const relay = container.get<AnalyticsRelay>(ANALYTICS);
  if (!relay.attached) {
    consent.watchSession();
    analytics.watchConsent();
    relay.attach(analytics);
  }
  return { consent, analytics };
}

const PrivacyHost = observer(function PrivacyHost() {
  const container = useContainer();
  // The feature is bound in an effect, not by suspending the render: this shell mounts at any moment
  // (once the page is idle), perhaps in the middle of a navigation, and must never interrupt it.
  const [started, setStarted] = useState<ReturnType<typeof startPrivacy> | null>(null);
  useEffect(() => {
    let live = true;
    const loader = container.isBound(FEATURE_LOADER) ? container.get<FeatureLoader>(FEATURE_LOADER) : null;
    (loader ? loader.ensure('privacy') : Promise.resolve()).then(
      () => { if (live) setStarted(startPrivacy(container)); },
      () => undefined, // the chunk did not load: no banner, nothing reported, the page goes on
    );
    return () => {
      live = false;
    };
  }, [container]);
  const { pathname, search } = useLocation();

  useEffect(() => {
    started?.analytics.pageView({ path: pathname + search, title: document.title });
  }, [started, pathname, search]);

  if (!started?.consent.bannerOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner consent={started.consent} />
    </Suspense>
  );
});

export default PrivacyHost;
