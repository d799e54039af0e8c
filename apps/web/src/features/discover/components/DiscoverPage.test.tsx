import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ARTIST_DIRECTORY_PAGE_SIZE, COMING_SOON, type ArtistProfile } from "@wbe3/domain";
import { installFakeApi } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

const artist = (n: number, verified = false): ArtistProfile => ({
  id: `a${n}`,
  username: `artist.${n}`,
  name: `Artist ${n}`,
  bio: "",
  avatarUrl: null,
  verified,
  walletAddress: null,
  appleMusicArtistId: null,
  socialLinks: { instagram: null, youtube: null, facebook: null, tiktok: null },
});

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
});

function setUp(pages: Record<string, { artists: ArtistProfile[]; nextCursor: string | null }>) {
  installMatchMedia();
  const api = installFakeApi({
    routes: { "GET /api/artists": ({ url }) => jsonResponse(pages[url.searchParams.get("cursor") ?? ""]) },
  });
  renderApp({ path: "/discover" });
  return { api, user: userEvent.setup() };
}

describe("Discover", () => {
  it("shows the artists with the verified badge only on verified ones, and the Coming Soon card while fewer than a page exist", async () => {
    setUp({ "": { artists: [artist(1, true), artist(2)], nextCursor: null } });
    const grid = await screen.findByRole("list", { name: "Artists" });
    const first = await within(grid).findByRole("link", { name: /Artist 1/ });
    expect(first).toHaveTextContent("Verified");
    expect(within(grid).getByRole("link", { name: /Artist 2/ })).not.toHaveTextContent("Verified");
    expect(within(grid).getByText(COMING_SOON)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("loads the next page with Load more, and shows no Coming Soon card once a page is full", async () => {
    const firstPage = Array.from({ length: ARTIST_DIRECTORY_PAGE_SIZE }, (_, n) => artist(n + 1, n === 0));
    const { api, user } = setUp({
      "": { artists: firstPage, nextCursor: "page-2" },
      "page-2": { artists: [artist(100)], nextCursor: null },
    });
    const grid = await screen.findByRole("list", { name: "Artists" });
    expect(await within(grid).findAllByRole("link")).toHaveLength(ARTIST_DIRECTORY_PAGE_SIZE);
    expect(within(grid).queryByText(COMING_SOON)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(grid).findByRole("link", { name: /Artist 100/ })).toHaveAttribute("href", "/artist/artist.100");
    expect(within(grid).getAllByRole("link")).toHaveLength(ARTIST_DIRECTORY_PAGE_SIZE + 1);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(within(grid).queryByText(COMING_SOON)).not.toBeInTheDocument();
    expect(api.urlsFor("/api/artists").map((url) => url.searchParams.get("cursor"))).toEqual([null, "page-2"]);
  });
});
