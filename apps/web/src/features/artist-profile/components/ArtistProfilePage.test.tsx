import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { NO_ARTIST_WITH_USERNAME, type ArtistPage } from "@wbe3/domain";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { apiError } from "@/test/fake-api";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";

const PAGE: ArtistPage = {
  artist: {
    id: "a1",
    username: "nova",
    name: "Nova",
    bio: "Soul from Lagos.",
    avatarUrl: null,
    verified: true,
    walletAddress: null,
    appleMusicArtistId: null,
    socialLinks: { instagram: "https://www.instagram.com/nova", youtube: null, facebook: "https://fb.com/nova", tiktok: null },
  },
  catalog: {
    isVerified: true,
    totalTracks: 1,
    tracks: [
      {
        id: "t1",
        title: "Golden Hour",
        albumName: "Sunrise",
        albumArt: "/ipfs/bafyart",
        releaseDate: "2026-03-01T00:00:00.000Z",
        duration: 215_000,
        previewUrl: "/ipfs/bafyaudio",
        appleMusicUrl: null,
      },
    ],
  },
  collectors: {
    count: 7,
    newest: [
      { address: "0x90f79bf6eb2c4f870365e785982e1f101e93b906", username: "keen.collector" },
      { address: "0x15d34aaf54267db7d7c367839aaf71a00a2c6a65", username: null },
    ],
  },
  followers: 2,
  following: false,
};

beforeEach(() => {
  installMatchMedia();
  stubFetch((url) => (url.pathname === "/api/artists/nova" ? jsonResponse(PAGE) : apiError("not_found", NO_ARTIST_WITH_USERNAME, 404)));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("artist page", () => {
  it("shows the verified card, the catalog with mm:ss durations and a player, and About", async () => {
    renderApp({ path: "/artist/nova" });
    expect(await screen.findByRole("heading", { level: 1, name: "Nova" })).toBeInTheDocument();
    expect(screen.getByText("@nova")).toBeInTheDocument();
    expect(screen.getByText("Verified")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Golden Hour" })).toBeInTheDocument();
    expect(screen.getByLabelText("Duration 3:35")).toHaveTextContent("3:35");
    expect(screen.getByText(/Sunrise · Mar 1, 2026/)).toBeInTheDocument();
    expect(screen.getByLabelText("Preview of Golden Hour")).toHaveAttribute("src", "/ipfs/bafyaudio");
    expect(screen.getByRole("img", { name: "Artwork of Golden Hour" })).toHaveAttribute("src", "/ipfs/bafyart");
    expect(screen.getByText("Soul from Lagos.")).toBeInTheDocument();
  });

  it("links the artist's social networks as named icons", async () => {
    renderApp({ path: "/artist/nova" });
    const links = await screen.findByRole("list", { name: "Social links" });
    expect(within(links).getByRole("link", { name: /Instagram/ })).toHaveAttribute("href", "https://www.instagram.com/nova");
    expect(within(links).getByRole("link", { name: /Facebook/ })).toHaveAttribute("href", "https://fb.com/nova");
    expect(within(links).queryByRole("link", { name: /YouTube|TikTok/ })).not.toBeInTheDocument();
  });

  it("shows who collected the artist's tokens: the count, then the newest by username or short address", async () => {
    renderApp({ path: "/artist/nova" });
    const section = (await screen.findByRole("heading", { name: "Collected by" })).closest("section");
    if (!section) throw new Error("no Collected by section");
    expect(within(section).getByText("7 collectors")).toBeInTheDocument();
    const newest = within(section).getByRole("list", { name: "Newest collectors" });
    expect(within(newest).getByRole("link", { name: "@keen.collector" })).toHaveAttribute("href", "/artist/keen.collector");
    expect(within(newest).getByText("0x15d3…6a65")).toHaveAttribute("title", "0x15d34aaf54267db7d7c367839aaf71a00a2c6a65");
    expect(within(newest).getByText("and 5 more")).toBeInTheDocument();
  });

  it("says when no artist has that username", async () => {
    renderApp({ path: "/artist/ghost" });
    expect(await screen.findByRole("heading", { level: 1, name: "Artist not found" })).toBeInTheDocument();
  });
});
