import { Outlet, redirect, type RouteObject } from "react-router";
import { PATHS, REDIRECTS, ROUTES, type RouteDef } from "@wbe3/domain";
import { PageLoading } from "@/components/PageLoading";
import { AccessGate } from "@/features/auth/components/AccessGate";
import { RouteGuard } from "@/features/auth/components/RouteGuard";
import { EmbedLayout } from "./layouts/EmbedLayout";
import { RootLayout } from "./layouts/RootLayout";
import { RouteErrorPage } from "./layouts/RouteErrorPage";
import { PAGE_MODULES } from "./page-modules";

export interface RouteHandle {
  title: string;
}

// Embeds live inside other sites, so they get no header, footer or navigation.
const BARE_ROUTE_IDS = new Set(["embedArtist"]);

function pageRoutes(route: RouteDef): RouteObject[] {
  const lazy = PAGE_MODULES[route.id];
  if (!lazy) throw new Error(`No page module for route "${route.id}"`);
  const handle: RouteHandle = { title: route.title };
  return [route.path, ...route.aliases].map((path) => ({ path, lazy, handle }));
}

/** Wraps a route's pages in its access rule: open, redirecting guard, or explaining gate. */
function accessRoute(route: RouteDef): RouteObject | RouteObject[] {
  const pages = pageRoutes(route);
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

/** The whole SPEC 2 route table, built from the shared definitions in @wbe3/domain. */
export function createAppRoutes(): RouteObject[] {
  const shellRoutes = ROUTES.filter((route) => !BARE_ROUTE_IDS.has(route.id));
  const bareRoutes = ROUTES.filter((route) => BARE_ROUTE_IDS.has(route.id));
  return [
    {
      id: "root",
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageLoading,
      children: [
        ...shellRoutes.flatMap(accessRoute),
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
      children: bareRoutes.flatMap(accessRoute),
    },
  ];
}
