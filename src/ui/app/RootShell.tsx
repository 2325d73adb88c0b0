/** Everything around the layouts: loading bar, modals, chat box, toasts, the consent banner and page views, the offline notice, scroll restoration, focus on navigation. */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { ChatBox } from '../components/ChatBox';
import { LoadingBar } from '../components/LoadingBar';
import { LoginModal } from '../components/LoginModal';
import { ToastHost } from '../components/ToastHost';
import { RouteErrorBoundary } from '../routes/RouteErrorBoundary';
import { ANALYTICS_PIXEL_SOURCE, type AnalyticsPixelSource } from '../../application/privacy/analytics.port';
import { ANNOUNCEMENT_VIEW_MODEL, type AnnouncementViewModel } from '../../application/shell/announcement-view-model';
import { useService } from './container-context';
import { useNetworkStatus } from './page-data';
import { Quiet, useIdle } from './Quiet';

// Loaded when the page is offline or the service worker's copy (docs/pwa.md), never on a normal start.
const OfflineNotice = lazy(() => import('../components/OfflineNotice'));

/** The live region of the offline notice: on every page, empty while online, so a change is announced. */
const OfflineRegion = observer(function OfflineRegion() {
  const { status, hydrated } = useNetworkStatus();
  return (
    <div role="status" className="offline-region" data-testid="offline-notice">
      {hydrated && status.stale && <Suspense fallback={null}><OfflineNotice /></Suspense>}
    </div>
  );
});

/** A new page starts at the top (or at its #hash); back/forward keep the browser's restoration. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, type]);
  return null;
}

// The announcement modal (the operators' pop-up): its code loads when one is offered.
const AnnouncementModal = lazy(() => import('../components/AnnouncementModal'));

const Announcement = observer(function Announcement() {
  const shown = useService<AnnouncementViewModel>(ANNOUNCEMENT_VIEW_MODEL).current !== null;
  return shown ? <Quiet><Suspense fallback={null}><AnnouncementModal /></Suspense></Quiet> : null;
});

// Focus on navigation and on a form's first error: loaded once the browser is idle (not needed to paint).
const A11yShell = lazy(() => import('../routes/A11yShell'));
// The consent banner and the page views for analytics (docs/privacy.md): loaded once the browser is idle.
const PrivacyHost = lazy(() => import('../components/PrivacyHost'));

function AfterIdle() {
  const idle = useIdle();
  // Without a configured pixel there is nothing to consent to and nobody to report to: nothing loads.
  const pixels = useService<AnalyticsPixelSource>(ANALYTICS_PIXEL_SOURCE).configured.length > 0;
  // The operations console and the development pages are not the shop: no banner, no page view of
  // a staff screen reported to an advertiser (docs/privacy.md).
  const { pathname } = useLocation();
  const shop = !/^\/(ops|dev)(\/|$)/.test(pathname);
  if (!idle) return null;
  return (
    <>
      <Quiet><Suspense fallback={null}><A11yShell /></Suspense></Quiet>
      {pixels && shop && <Quiet><Suspense fallback={null}><PrivacyHost /></Suspense></Quiet>}
    </>
  );
}

export function RootShell() {
  return (
    <>
      <LoadingBar />
      <OfflineRegion />
      <RouteErrorBoundary>
        {/* Already shown, so a navigation to a page still loading keeps the old page (a transition). */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <LoginModal />
      <Announcement />
      <ChatBox />
      <ToastHost />
      <ScrollToTop />
      <AfterIdle />
    </>
  );
}
