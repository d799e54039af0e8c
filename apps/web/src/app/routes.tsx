import type { QueryClient } from "@tanstack/react-query";
import { Outlet, redirect, type LoaderFunction, type RouteObject } from "react-router";
import { PATHS, REDIRECTS, ROUTES, type RouteDef } from "@wbe3/domain";
import { PageLoading } from "@/components/PageLoading";
import { AccessGate } from "@/features/auth/components/AccessGate";
import { RouteGuard } from "@/features/auth/components/RouteGuard";
import { EmbedLayout } from "./layouts/EmbedLayout";
import { RootLayout } from "./layouts/RootLayout";
import { RouteErrorPage } from "./layouts/RouteErrorPage";
import { PAGE_MODULES } from "./page-modules";
import { prefetchOnEntry, routePrefetchers } from "./route-prefetch";
import type { RouteHandle } from "./use-route-title";

// Embeds live inside other sites, so they get no header, footer or navigation.
const BARE_ROUTE_IDS = new Set(["embedArtist"]);

type Prefetchers = Record<string, LoaderFunction>;

function pageRoutes(route: RouteDef, prefetchers: Prefetchers): RouteObject[] {
  const lazy = PAGE_MODULES[route.id];
  if (!lazy) throw new Error(`No page module for route "${route.id}"`);
  const handle: RouteHandle = { title: route.title };
  const loader = prefetchers[route.id];
  return [route.path, ...route.aliases].map((path) => ({
    path,
    lazy,
    handle,
    ...(loader ? { loader, shouldRevalidate: prefetchOnEntry } : {}),
  }));
}

/** Wraps a route's pages in its access rule: open, redirecting guard, or explaining gate. */
function accessRoute(route: RouteDef, prefetchers: Prefetchers): RouteObject | RouteObject[] {
  const pages = pageRoutes(route, prefetchers);
  if (route.access === "all") return pages;
  if (route.guard === "gate") {
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

// The loader redirects before anything renders; this only keeps the router from warning about
// a route without a component.
function Redirecting() {
  return null;
}

function redirectRoute(from: string, to: string): RouteObject {
  return { path: from, loader: () => redirect(to), Component: Redirecting };
}

/**
 * The whole SPEC 2 route table, built from the shared definitions in @wbe3/domain. With the app's
 * query client, pages' first data is requested while their code loads.
 */
export function createAppRoutes({ queryClient }: { queryClient?: QueryClient } = {}): RouteObject[] {
  const prefetchers = queryClient ? routePrefetchers(queryClient) : {};
  const withAccess = (route: RouteDef) => accessRoute(route, prefetchers);
  const shellRoutes = ROUTES.filter((route) => !BARE_ROUTE_IDS.has(route.id));
  const bareRoutes = ROUTES.filter((route) => BARE_ROUTE_IDS.has(route.id));
  return [
    {
      id: "root",
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageLoading,
      children: [
        ...shellRoutes.flatMap(withAccess),
        ...REDIRECTS.map(({ from, to }) => redirectRoute(from, to)),
        // SPEC 2: any unknown path goes home.
        redirectRoute("*", PATHS.home),
      ],
    },
    {
      id: "bare",
      element: <EmbedLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageLoading,
      children: bareRoutes.flatMap(withAccess),
    },
  ];
}
