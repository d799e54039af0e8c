import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { RouterProvider, createMemoryRouter, type RouteObject } from "react-router";
import type { Viewer } from "@wbe3/domain";
import { AppProviders } from "@/app/providers";
import { createAppRoutes } from "@/app/routes";
import { StaticViewerProvider } from "@/lib/session/ViewerProvider";

export const ANONYMOUS: Viewer = { role: null, privileged: false };

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

interface RenderOptions {
  path?: string;
  viewer?: Viewer;
  routes?: RouteObject[];
}

/** The real providers and route table in memory, with a fixed viewer instead of the server's. */
export function renderApp({ path = "/", viewer = ANONYMOUS, routes = createAppRoutes() }: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProviders
      queryClient={queryClient}
      viewerProvider={(children: ReactNode) => <StaticViewerProvider viewer={viewer}>{children}</StaticViewerProvider>}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Providers only, for components that do not need the route table. */
export function renderWithProviders(ui: ReactNode, { viewer = ANONYMOUS, path = "/" }: { viewer?: Viewer; path?: string } = {}) {
  return renderApp({ viewer, path, routes: [{ path: "*", element: ui }] });
}
