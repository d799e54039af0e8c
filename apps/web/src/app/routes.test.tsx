import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { ROUTES, type Viewer } from "@wbe3/domain";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { PAGE_MODULES } from "./page-modules";

const ARTIST: Viewer = { role: "artist", privileged: false };

beforeEach(() => {
  installMatchMedia();
  stubFetch((url) => {
    if (url.pathname === "/api/featured") return jsonResponse({ items: [] });
    if (url.pathname === "/api/marketplace") return jsonResponse({ items: [], nextCursor: null });
    return jsonResponse({ error: { code: "not_found", message: "Not found" } }, 404);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function expectPage(path: string, heading: string, viewer?: Viewer) {
  const { router } = renderApp({ path, viewer });
  expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  return router;
}

describe("route table", () => {
  it("has a page module for every route in the shared table", () => {
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(ROUTES.map((route) => route.id).sort());
  });

  it.each([
    ["/marketplace", "Marketplace"],
    ["/platform", "Marketplace"],
    ["/discover", "Discover Artists"],
    ["/artists", "Discover Artists"],
    ["/liveshows", "Live Shows"],
    ["/live-shows", "Live Shows"],
    ["/honeybank", "HoneyBank"],
    ["/register", "Sign Up"],
  ])("renders %s as the %s page", async (path, heading) => {
    const router = await expectPage(path, heading);
    expect(router.state.location.pathname).toBe(path);
  });

  it("renders /artist/:username as that artist's page, and unknown names as not found", async () => {
    await expectPage("/artist/nobody", "Artist not found");
  });

  it.each(["/artiststorefront", "/artist-storefront"])("renders %s as the storefront for an artist", async (path) => {
    await expectPage(path, "Artist Storefront", ARTIST);
  });

  it.each(["/nfts", "/upload", "/mint"])("redirects %s to the artist studio", async (path) => {
    const router = await expectPage(path, "Artist Studio");
    expect(router.state.location.pathname).toBe("/artiststudio");
  });

  it.each(["/dashboard", "/no-such-page", "/deeply/unknown/path"])("sends %s home", async (path) => {
    const router = renderApp({ path }).router;
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByRole("heading", { level: 1, name: /music, nfts and live shows/i })).toBeInTheDocument();
  });

  it("shows the embed card's missing-address message without the site header", async () => {
    renderApp({ path: "/embed/artist" });
    expect(await screen.findByText("Invalid Artist")).toBeInTheDocument();
    expect(screen.getByText("No wallet address provided")).toBeInTheDocument();
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
  });

  it("titles the document after the page", async () => {
    await expectPage("/honeybank", "HoneyBank");
    await waitFor(() => expect(document.title).toBe("HoneyBank · WBE3"));
  });
});
