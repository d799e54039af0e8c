import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { INVALID_ARTIST, invalidAddress, NO_ARTIST_FOR_WALLET } from "@wbe3/domain";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { apiError, meFor, sessionUser } from "@/test/fake-api";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";

const KNOWN = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";

let fetchStub: ReturnType<typeof stubFetch>;
let follows: string[] = [];

beforeEach(() => {
  installMatchMedia();
  follows = [];
  fetchStub = stubFetch((url, init) => {
    if (url.pathname === "/api/artists/nova/follow") {
      if (init?.method === "PUT") follows.push("PUT");
      return jsonResponse(init?.method === "PUT" ? { following: true, followers: 4 } : { following: false, followers: 3 });
    }
    return url.pathname === `/api/artists/by-wallet/${KNOWN}`
      ? jsonResponse({
          artist: {
            id: "a1",
            username: "nova",
            name: "Nova",
            bio: "",
            avatarUrl: null,
            verified: true,
            walletAddress: KNOWN,
            appleMusicArtistId: null,
            socialLinks: { instagram: null, youtube: "https://youtube.com/@nova", facebook: null, tiktok: "https://tiktok.com/@nova" },
          },
        })
      : apiError("not_found", NO_ARTIST_FOR_WALLET, 404);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("embedded artist card", () => {
  it("says no wallet address was provided", async () => {
    renderApp({ path: "/embed/artist" });
    expect(await screen.findByRole("heading", { name: INVALID_ARTIST.title })).toBeInTheDocument();
    expect(screen.getByText(INVALID_ARTIST.description)).toBeInTheDocument();
  });

  it("rejects a malformed address without asking the server", async () => {
    renderApp({ path: "/embed/artist/0x123" });
    expect(await screen.findByRole("heading", { name: INVALID_ARTIST.title })).toBeInTheDocument();
    expect(screen.getByText(invalidAddress("0x123"))).toBeInTheDocument();
    expect(fetchStub.urlsFor("/api/artists/by-wallet/0x123")).toHaveLength(0);
  });

  it("shows the artist's card, with no site header", async () => {
    renderApp({ path: `/embed/artist/${KNOWN}` });
    expect(await screen.findByRole("heading", { name: "Nova" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Nova on WBE3" })).toHaveAttribute("href", expect.stringContaining("/artist/nova"));
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
  });

  it("shows the artist's social links as icons", async () => {
    renderApp({ path: `/embed/artist/${KNOWN}` });
    expect(await screen.findByRole("link", { name: "YouTube (opens in a new tab)" })).toHaveAttribute("href", "https://youtube.com/@nova");
    expect(screen.getByRole("link", { name: "TikTok (opens in a new tab)" })).toHaveAttribute("href", "https://tiktok.com/@nova");
  });

  it("lets a signed-in user follow the artist from the card", async () => {
    const user = userEvent.setup();
    renderApp({ path: `/embed/artist/${KNOWN}`, me: meFor(sessionUser({ role: "fan" })) });
    await user.click(await screen.findByRole("button", { name: "Follow" }));
    expect(await screen.findByRole("button", { name: "Following" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("4 followers")).toBeInTheDocument();
    expect(follows).toEqual(["PUT"]);
  });

  it("shows no Follow button to visitors (the card links to the artist page)", async () => {
    renderApp({ path: `/embed/artist/${KNOWN}` });
    expect(await screen.findByRole("heading", { name: "Nova" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Follow" })).not.toBeInTheDocument();
    expect(fetchStub.urlsFor("/api/artists/nova/follow")).toHaveLength(0);
  });

  it("says Invalid Artist when no artist holds the wallet", async () => {
    renderApp({ path: "/embed/artist/0x0000000000000000000000000000000000000001" });
    expect(await screen.findByText(NO_ARTIST_FOR_WALLET)).toBeInTheDocument();
  });
});
