/**
 * Declarative routes (BrowserRouter + Routes + React.lazy per page) built from the route
 * table, the single source. Each page is its own chunk; the LoadingBar follows the pending
 * page chunks (pending-loads.ts), a route error or a failed chunk shows ErrorPage
 * (RouteErrorBoundary), unknown paths the 404 page.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { Container } from 'inversify';
import { BrowserRouter, MemoryRouter, Route, Routes, StaticRouter, matchPath } from 'react-router';
import { FEATURE_LOADER, type FeatureLoader } from '../../application/ports/feature-loader.port';
import { useContainer } from '../app/container-context';
import { ROUTES, type RouteEntry } from './table';
import { RouteGuard } from './RouteGuard';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { trackLoad } from './pending-loads';
import { NavigationBridge } from './navigation';
import { DocumentHead } from './DocumentHead';
import { RootShell } from '../app/RootShell';
import { NotFoundPage } from '../screens/NotFoundPage';
import { LAYOUTS, type LayoutName } from '../layouts';
import { useIdle } from '../app/Quiet';

const NO_LOADER = {};
const lazyPages = new WeakMap<object, WeakMap<RouteEntry, ComponentType>>();
/** Pages whose module preloadRoute loaded before the first render: rendered without suspending. */
const loadedPages = new Map<RouteEntry, ComponentType>();

/** The route entry of a path (null: the 404 page). */
export function matchRoute(pathname: string, table: readonly RouteEntry[] = ROUTES): RouteEntry | null {
  return table.find((entry) => matchPath({ path: entry.path, end: true }, pathname) !== null) ?? null;
}

/**
 * Loads the page module and the features of the route of `pathname` before the first render (the
 * server's render and the browser's boot), so that render neither suspends on the page's chunk nor
 * on its adapters. Resolves with the route entry (null: the 404 page).
 */
export async function preloadRoute(container: Container, pathname: string, table: readonly RouteEntry[] = ROUTES): Promise<RouteEntry | null> {
  const entry = matchRoute(pathname, table);
  if (!entry) return null;
  const loader = container.isBound(FEATURE_LOADER) ? container.get<FeatureLoader>(FEATURE_LOADER) : null;
  const [page] = await Promise.all([entry.page(), ...(entry.features ?? []).map((feature) => loader?.ensure(feature))]);
  await page.preload?.();
  loadedPages.set(entry, page.default);
  return entry;
}

/** The page's chunk, loaded together with the features it needs at mount (entry.features). */
function pageOf(entry: RouteEntry, loader: FeatureLoader | null): ComponentType {
  const key = loader ?? NO_LOADER;
  let pages = lazyPages.get(key);
  if (!pages) {
    pages = new WeakMap();
    lazyPages.set(key, pages);
  }
  let Page = pages.get(entry);
  const preloaded = loadedPages.get(entry);
  if (!Page && preloaded && (entry.features ?? []).every((feature) => !loader || loader.isLoaded(feature))) {
    Page = preloaded;
    pages.set(entry, Page);
  }
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

// Link prefetch (LinkPrefetch.tsx): its code is asked for once the browser is idle, not at the start.
const LinkPrefetch = lazy(() => import('./LinkPrefetch'));

function PrefetchAfterIdle(props: { routeOf: (path: string) => string | null; load: (route: string) => Promise<unknown> }) {
  const idle = useIdle();
  return idle ? <Suspense fallback={null}><LinkPrefetch {...props} /></Suspense> : null;
}

/** The code of a route (its page's chunk and its features), for link prefetch. */
function routeLoader(table: readonly RouteEntry[], loader: FeatureLoader | null) {
  return {
    routeOf: (path: string) => matchRoute(path, table)?.path ?? null,
    load: async (route: string) => {
      const entry = table.find((e) => e.path === route);
      if (entry) await Promise.all([entry.page(), ...(entry.features ?? []).map((feature) => loader?.ensure(feature))]);
    },
  };
}
const routeLoaders = new WeakMap<readonly RouteEntry[], WeakMap<object, ReturnType<typeof routeLoader>>>();

/** The route tree of the table: RootShell > layout > page, and * -> 404 in the default layout. */
export function AppRoutes({ table = ROUTES }: { table?: readonly RouteEntry[] }) {
  const container = useContainer();
  const loader = container.isBound(FEATURE_LOADER) ? container.get<FeatureLoader>(FEATURE_LOADER) : null;
  let loaders = routeLoaders.get(table);
  if (!loaders) routeLoaders.set(table, (loaders = new WeakMap()));
  const prefetch = loaders.get(loader ?? NO_LOADER) ?? routeLoader(table, loader);
  loaders.set(loader ?? NO_LOADER, prefetch);
  const byLayout = new Map<LayoutName, RouteEntry[]>();
  for (const entry of table) byLayout.set(entry.layout, [...(byLayout.get(entry.layout) ?? []), entry]);
  const DefaultLayout = LAYOUTS.default;
  return (
    <RouteErrorBoundary>
      <NavigationBridge />
      <PrefetchAfterIdle routeOf={prefetch.routeOf} load={prefetch.load} />
      <DocumentHead />
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

/** The browser's router; with `location` (server rendering) a StaticRouter at that address. */
export function AppRouter({ table = ROUTES, location }: { table?: readonly RouteEntry[]; location?: string }) {
  if (location !== undefined) {
    return (
      <StaticRouter location={location}>
        <AppRoutes table={table} />
      </StaticRouter>
    );
  }
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
