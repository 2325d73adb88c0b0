/** Builds the data router from the route table. */
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { ROUTES, type LayoutName, type RouteEntry } from './table';
import { RouteGuard } from './RouteGuard';
import { RootShell } from '../app/RootShell';
import { ErrorPage } from '../screens/ErrorPage';
import { NotFoundPage } from '../screens/NotFoundPage';
import { LAYOUTS } from '../layouts';

function pageRoute(entry: RouteEntry): RouteObject {
  const path = entry.path === '/' ? undefined : entry.path.replace(/^\//, '');
  return {
    ...(path === undefined ? { index: true as const } : { path }),
    lazy: async () => {
      const Page: ComponentType = (await entry.page()).default;
      return {
        Component: () => (
          <RouteGuard access={entry.access} {...(entry.check ? { check: entry.check } : {})}>
            <Page />
          </RouteGuard>
        ),
      };
    },
  };
}

export function buildRoutes(table: readonly RouteEntry[] = ROUTES): RouteObject[] {
  const byLayout = new Map<LayoutName, RouteObject[]>();
  for (const entry of table) {
    const list = byLayout.get(entry.layout) ?? [];
    list.push(pageRoute(entry));
    byLayout.set(entry.layout, list);
  }
  const layoutRoutes: RouteObject[] = [...byLayout.entries()].map(([name, children]) => {
    const Layout = LAYOUTS[name];
    return { id: `layout-${name}`, element: <Layout />, children };
  });
  const DefaultLayout = LAYOUTS.default;
  return [
    {
      path: '/',
      element: <RootShell />,
      errorElement: <ErrorPage />,
      children: [
        {
          errorElement: <ErrorPage />,
          children: [
            ...layoutRoutes,
            { id: 'not-found', element: <DefaultLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(table: readonly RouteEntry[] = ROUTES) {
  return createBrowserRouter(buildRoutes(table));
}

/** Stories and tests: the same routes in memory. */
export function createAppMemoryRouter(initialEntries: string[] = ['/'], table: readonly RouteEntry[] = ROUTES) {
  return createMemoryRouter(buildRoutes(table), { initialEntries });
}
