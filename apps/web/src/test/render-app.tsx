import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { RouterProvider, createMemoryRouter, type RouteObject } from "react-router";
import type { MeResponse, Viewer } from "@wbe3/domain";
import { AppProviders } from "@/app/providers";
import { createAppRoutes } from "@/app/routes";
import { meQueryKey } from "@/lib/session/get-me";
import { StaticViewerProvider } from "@/lib/session/ViewerProvider";

export const ANONYMOUS: Viewer = { role: null, privileged: false };

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

interface RenderOptions {
  path?: string;
  viewer?: Viewer;
  /**
   * The server's session to start from. With it the real ViewerProvider runs, so signing in or
   * out changes what the app shows; without it the viewer is fixed.
   */
  me?: MeResponse;
  routes?: RouteObject[];
}

/** The real providers and route table in memory, with a fixed viewer or a given server session. */
export function renderApp({ path = "/", viewer = ANONYMOUS, me, routes }: RenderOptions = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes ?? createAppRoutes({ queryClient }), { initialEntries: [path] });
  if (me) queryClient.setQueryData(meQueryKey, me);
  const view = render(
    <AppProviders
      queryClient={queryClient}
      viewerProvider={me ? undefined : (children: ReactNode) => <StaticViewerProvider viewer={viewer}>{children}</StaticViewerProvider>}
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
