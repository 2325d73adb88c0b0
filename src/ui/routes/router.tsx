/**
 * Declarative routes (BrowserRouter + Routes + React.lazy per page) built from the route
 * table, the single source. Each page is its own chunk; the LoadingBar follows the pending
 * page chunks (pending-loads.ts), a route error or a failed chunk shows ErrorPage
 * (RouteErrorBoundary), unknown paths the 404 page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router';
import { ROUTES, type LayoutName, type RouteEntry } from './table';
import { RouteGuard } from './RouteGuard';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { trackLoad } from './pending-loads';
import { NavigationBridge } from './navigation';
import { RootShell } from '../app/RootShell';
import { NotFoundPage } from '../screens/NotFoundPage';
import { LAYOUTS } from '../layouts';

const lazyPages = new WeakMap<RouteEntry, LazyExoticComponent<ComponentType>>();
function pageOf(entry: RouteEntry): LazyExoticComponent<ComponentType> {
  let Page = lazyPages.get(entry);
  if (!Page) {
    Page = lazy(() => trackLoad(entry.page()));
    lazyPages.set(entry, Page);
  }
  return Page;
}

function pageRoute(entry: RouteEntry) {
  const Page = pageOf(entry);
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
            return <Route key={name} element={<Layout />}>{entries.map(pageRoute)}</Route>;
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
