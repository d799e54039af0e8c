import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWAP_COMING_SOON, type ArtistProfile } from "@wbe3/domain";
import { installFakeApi, meFor, sessionUser } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

const FAN = sessionUser({ role: "fan", walletAddress: "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc" });
const ARTIST: ArtistProfile = {
  id: "a1",
  username: "nova",
  name: "Nova",
  bio: "Golden hour songs.",
  avatarUrl: null,
  verified: true,
  walletAddress: null,
  appleMusicArtistId: null,
  socialLinks: { instagram: null, youtube: null, facebook: null, tiktok: null },
};

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
});

function setUp(path: string) {
  installMatchMedia();
  installFakeApi({
    me: meFor(FAN),
    routes: {
      [`GET /api/wallets/${FAN.walletAddress ?? ""}/nfts`]: () => jsonResponse({ nfts: [], count: 0, error: null }),
      [`GET /api/wallets/${FAN.walletAddress ?? ""}/balance`]: () =>
        jsonResponse({
          wbe3: { raw: "1000000000000000000000", formatted: "1,000.00", decimals: 18 },
          eth: { raw: "0", formatted: "0.0000" },
        }),
      "GET /api/token/price": () =>
        jsonResponse({ usd: 0.0045, source: "sandbox", updatedAt: "2026-03-01T12:00:00.000Z", estimate: false }),
      "GET /api/artists": () => jsonResponse({ artists: [ARTIST] }),
    },
  });
  return { user: userEvent.setup(), ...renderApp({ path, me: meFor(FAN) }) };
}

describe("fan dashboard tabs", () => {
  it("opens the tab a link names with ?tab=, and keeps the chosen tab in the URL", async () => {
    const { user, router } = setUp("/fan-dashboard?tab=swap");
    expect(await screen.findByRole("tab", { name: "Swap" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText(SWAP_COMING_SOON)).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Market" }));
    expect(router.state.location.search).toBe("?tab=market");
    await user.click(screen.getByRole("tab", { name: "Vault" }));
    expect(router.state.location.search).toBe("");
  });

  it("shows the artists, the marketplace and the wallet inline", async () => {
    const { user } = setUp("/fan-dashboard?tab=discover");
    expect(await screen.findByRole("link", { name: /Nova/ })).toHaveAttribute("href", "/artist/nova");

    await user.click(screen.getByRole("tab", { name: "Market" }));
    // A section of the dashboard, not a second page heading.
    expect(await screen.findByRole("heading", { level: 2, name: "Marketplace" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Wallet" }));
    expect(await screen.findByRole("region", { name: "Wallet" })).toHaveTextContent("1,000.00");
  });
});
