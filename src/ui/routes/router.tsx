/**
 * Declarative routes (BrowserRouter + Routes + React.lazy per page) built from the route
 * table, the single source. Each page is its own chunk; the LoadingBar follows the pending
 * page chunks (pending-loads.ts), a route error or a failed chunk shows ErrorPage
 * (RouteErrorBoundary), unknown paths the 404 page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router';
import { FEATURE_LOADER, type FeatureLoader } from '../../application/ports/feature-loader.port';
import { useContainer } from '../app/container-context';
import { ROUTES, type LayoutName, type RouteEntry } from './table';
import { RouteGuard } from './RouteGuard';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { trackLoad } from './pending-loads';
import { NavigationBridge } from './navigation';
import { RootShell } from '../app/RootShell';
import { NotFoundPage } from '../screens/NotFoundPage';
import { LAYOUTS } from '../layouts';

const NO_LOADER = {};
const lazyPages = new WeakMap<object, WeakMap<RouteEntry, LazyExoticComponent<ComponentType>>>();
/** The page's chunk, loaded together with the features it needs at mount (entry.features). */
function pageOf(entry: RouteEntry, loader: FeatureLoader | null): LazyExoticComponent<ComponentType> {
  const key = loader ?? NO_LOADER;
  let pages = lazyPages.get(key);
  if (!pages) {
    pages = new WeakMap();
    lazyPages.set(key, pages);
  }
  let Page = pages.get(entry);
  if (!Page) {
    const features = loader ? (entry.features ?? []).filter((feature) => !loader.isLoaded(feature)) : [];
    Page = lazy(() => trackLoad(Promise.all([entry.page(), ...features.map((feature) => loader?.ensure(feature))]).then(([page]) => page)));
    pages.set(entry, Page);
  }
  return Page;
}

function pageRoute(entry: RouteEntry, loader: FeatureLoader | null) {
  const Page = pageOf(entry, loader);
  const element = (
    <RouteGuard access={entry.access} {...(entry.check ? { check: entry.check } : {})}>
      <Page />
    </RouteGuard>
  );
  return entry.path === '/'
    ? <Route key={entry.path} index element={element} />
    : <Route key={entry.path} path={entry.path.replace(/^\//, '')} element={element} />;
}

/** The route tree of the table: RootShell > layout > page, and * -> 404 in the default layout. */
export function AppRoutes({ table = ROUTES }: { table?: readonly RouteEntry[] }) {
  const container = useContainer();
  const loader = container.isBound(FEATURE_LOADER) ? container.get<FeatureLoader>(FEATURE_LOADER) : null;
  const byLayout = new Map<LayoutName, RouteEntry[]>();
  for (const entry of table) byLayout.set(entry.layout, [...(byLayout.get(entry.layout) ?? []), entry]);
  const DefaultLayout = LAYOUTS.default;
  return (
    <RouteErrorBoundary>
      <NavigationBridge />
      <Routes>
        <Route path="/" element={<RootShell />}>
          {[...byLayout.entries()].map(([name, entries]) => {
            const Layout = LAYOUTS[name];
            return <Route key={name} element={<Layout />}>{entries.map((entry) => pageRoute(entry, loader))}</Route>;
          })}
          <Route element={<DefaultLayout />}>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

export function AppRouter({ table = ROUTES }: { table?: readonly RouteEntry[] }) {
  return (
    <BrowserRouter>
      <AppRoutes table={table} />
    </BrowserRouter>
  );
}

/** Stories and tests: the same routes in memory. */
export function AppMemoryRouter({ initialEntries = ['/'], table = ROUTES }: { initialEntries?: string[]; table?: readonly RouteEntry[] }) {
  return (
    <MemoryRouter initialEntries={initialEntries}>
      <AppRoutes table={table} />
    </MemoryRouter>
  );
}
