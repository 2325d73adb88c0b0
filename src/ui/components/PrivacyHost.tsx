/**
 * The privacy shell (docs/privacy.md): reports each page view to the analytics service (which sends
 * nothing without consent) and, once the page is idle, shows the consent banner (its own chunk) while
 * no choice is stored and a pixel is configured. Nothing of the banner is in the first page's JavaScript.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { AnalyticsService } from '../../application/privacy/analytics-service';
import { ANALYTICS } from '../../application/privacy/analytics.port';
import { CONSENT_VIEW_MODEL, type ConsentViewModel } from '../../application/privacy/consent-view-model';
import { useService } from '../app/container-context';

const ConsentBanner = lazy(() => import('../screens/privacy/ConsentBanner'));

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

export const PrivacyHost = observer(function PrivacyHost() {
  const consent = useService<ConsentViewModel>(CONSENT_VIEW_MODEL);
  const analytics = useService<AnalyticsService>(ANALYTICS);
  const { pathname, search } = useLocation();
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    analytics.pageView({ path: pathname + search, title: document.title });
  }, [analytics, pathname, search]);

  useEffect(() => {
    const w = window as IdleWindow;
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => w.cancelIdleCallback?.(id);
    }
    const timer = setTimeout(() => setIdle(true), 1500);
    return () => clearTimeout(timer);
  }, []);

  if (!idle || !consent.bannerOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner consent={consent} />
    </Suspense>
  );
});
