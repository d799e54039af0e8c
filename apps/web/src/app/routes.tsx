import { lazy } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { Navigate, Outlet, type RouteObject } from "react-router";
import { PATHS, REDIRECTS, ROUTES, type RouteDef } from "@wbe3/domain";
import { RouteGuard } from "@/features/auth/components/RouteGuard";
import { EmbedLayout } from "./layouts/EmbedLayout";
import { RootLayout } from "./layouts/RootLayout";
import { RouteErrorBoundary } from "./layouts/RouteErrorPage";
import { lazyPage, type PageModule, type PagePrefetch } from "./lazy-page";
import { PAGE_MODULES } from "./page-modules";
import { routePrefetchers } from "./route-prefetch";

// Embeds live inside other sites, so they get no header, footer or navigation.
const BARE_ROUTE_IDS = new Set(["embedArtist"]);

type Prefetchers = Record<string, PagePrefetch>;

/**
 * The explaining gate, only needed on its own routes. Its code is fetched together with the page's
 * rather than before it: asking for a module that is already on its way costs nothing.
 */
function lazyAccessGate(load: PageModule) {
  return lazy(() => {
    load().catch(() => undefined);
    return import("@/features/auth/components/AccessGate").then((module) => ({ default: module.AccessGate }));
  });
}

/** A route's pages (its path and aliases) wrapped in its access rule: open, redirecting guard, or explaining gate. */
function accessRoute(route: RouteDef, prefetchers: Prefetchers): RouteObject | RouteObject[] {
  const load = PAGE_MODULES[route.id];
  if (!load) throw new Error(`No page module for route "${route.id}"`);
  // One component for the path and its aliases, so the code is fetched once.
  const Page = lazyPage({ load, title: route.title, prefetch: prefetchers[route.id] });
  const pages = [route.path, ...route.aliases].map((path) => ({ path, element: <Page /> }));
  if (route.access === "all") return pages;
  if (route.guard === "gate") {
    const AccessGate = lazyAccessGate(load);
    return {
      element: (
        <AccessGate access={route.access} title={route.title}>
          <Outlet />
        </AccessGate>
      ),
      children: pages,
    };
  }
  return { element: <RouteGuard access={route.access} />, children: pages };
}

function redirectRoute(from: string, to: string): RouteObject {
  return { path: from, element: <Navigate to={to} replace /> };
}

/**
 * The whole SPEC 2 route table, built from the shared definitions in @wbe3/domain: plain route
 * objects (elements only), rendered by `AppRouter` and, in tests, by a memory router. With the
 * app's query client, pages' first data is requested while their code loads.
 */
export function createAppRoutes({ queryClient }: { queryClient?: QueryClient } = {}): RouteObject[] {
  const prefetchers = queryClient ? routePrefetchers(queryClient) : {};
  const withAccess = (route: RouteDef) => accessRoute(route, prefetchers);
  const shellRoutes = ROUTES.filter((route) => !BARE_ROUTE_IDS.has(route.id));
  const bareRoutes = ROUTES.filter((route) => BARE_ROUTE_IDS.has(route.id));
  return [
    {
      element: (
        <RouteErrorBoundary>
          <RootLayout />
        </RouteErrorBoundary>
      ),
      children: [
        ...shellRoutes.flatMap(withAccess),
        ...REDIRECTS.map(({ from, to }) => redirectRoute(from, to)),
        // SPEC 2: any unknown path goes home.
        redirectRoute("*", PATHS.home),
      ],
    },
    {
      element: (
        <RouteErrorBoundary>
          <EmbedLayout />
        </RouteErrorBoundary>
      ),
      children: bareRoutes.flatMap(withAccess),
    },
  ];
}
