import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import type { Access, Role, Viewer } from "@wbe3/domain";
import { ViewerContext } from "@/lib/session/viewer-context";
import { StaticViewerProvider } from "@/lib/session/ViewerProvider";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { RouteGuard } from "./RouteGuard";

function viewerOf(role: Role | null, privileged = false): Viewer {
  return { role, privileged };
}

function renderGuarded(access: Access, viewer: Viewer, fallback?: string) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <h1>Home page</h1> },
      { path: "/artiststudio", element: <h1>Studio page</h1> },
      { path: "/fan-dashboard", element: <h1>Fan page</h1> },
      { path: "/partner-dashboard", element: <h1>Partner page</h1> },
      { path: "/admin-dashboard", element: <h1>Admin page</h1> },
      { path: "/login", element: <h1>Login page</h1> },
      {
        element: <RouteGuard access={access} fallback={fallback} />,
        children: [{ path: "/protected", element: <h1>Protected page</h1> }],
      },
    ],
    { initialEntries: ["/protected"] },
  );
  render(
    <StaticViewerProvider viewer={viewer}>
      <RouterProvider router={router} />
    </StaticViewerProvider>,
  );
  return router;
}

describe("RouteGuard", () => {
  it.each<[string, Access, Viewer, string]>([
    ["anonymous visitor", ["artist"], viewerOf(null), "Home page"],
    ["fan on an artist page", ["artist"], viewerOf("fan"), "Fan page"],
    ["artist on a fan page", ["fan"], viewerOf("artist"), "Studio page"],
    ["partner on an admin page", ["admin"], viewerOf("partner"), "Partner page"],
    ["admin on a fan page", ["fan"], viewerOf("admin"), "Admin page"],
    ["anonymous visitor on a signed-in page", "signed-in", viewerOf(null), "Home page"],
  ])("redirects a %s per SPEC 6", async (_case, access, viewer, landing) => {
    renderGuarded(access, viewer);
    expect(await screen.findByRole("heading", { name: landing })).toBeInTheDocument();
    expect(screen.queryByText("Protected page")).not.toBeInTheDocument();
  });

  it("sends visitors without a session to the given fallback", async () => {
    const router = renderGuarded(["fan"], viewerOf(null), "/login");
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it.each<[string, Access, Viewer]>([
    ["fan on a fan page", ["fan"], viewerOf("fan")],
    ["any role on a signed-in page", "signed-in", viewerOf("partner")],
    ["privileged wallet anywhere", ["admin"], viewerOf("fan", true)],
  ])("lets a %s in", async (_case, access, viewer) => {
    renderGuarded(access, viewer);
    expect(await screen.findByRole("heading", { name: "Protected page" })).toBeInTheDocument();
  });

  it("waits for the session instead of redirecting while it loads", () => {
    const router = createMemoryRouter(
      [
        { path: "/", element: <h1>Home page</h1> },
        { element: <RouteGuard access={["fan"]} />, children: [{ path: "/protected", element: <h1>Protected</h1> }] },
      ],
      { initialEntries: ["/protected"] },
    );
    render(
      <ViewerContext.Provider value={{ viewer: viewerOf(null), user: null, isLoading: true }}>
        <RouterProvider router={router} />
      </ViewerContext.Provider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    expect(router.state.location.pathname).toBe("/protected");
  });
});

describe("guarded routes in the app's route table", () => {
  beforeEach(() => {
    installMatchMedia();
    stubFetch(() => jsonResponse({ items: [], nextCursor: null }));
  });
  afterEach(async () => {
    await resetAppState();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    ["/artist-dashboard", viewerOf(null), "/"],
    ["/fan-dashboard", viewerOf(null), "/"],
    ["/admin-dashboard", viewerOf(null), "/"],
    ["/tiers", viewerOf(null), "/"],
    ["/artist-dashboard", viewerOf("fan"), "/fan-dashboard"],
    ["/partner-dashboard", viewerOf("artist"), "/artiststudio"],
    ["/fan-dashboard", viewerOf("partner"), "/partner-dashboard"],
  ])("sends %s for %o to %s", async (path, viewer, target) => {
    const { router } = renderApp({ path, viewer });
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it("shows the fan dashboard to a fan", async () => {
    renderApp({ path: "/fan-dashboard", viewer: viewerOf("fan") });
    expect(await screen.findByRole("heading", { level: 1, name: "Fan Dashboard" })).toBeInTheDocument();
  });
});
