import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  HOW_WE_COUNT_RULES,
  HOW_WE_COUNT_TITLE,
  NO_FOLLOWERS_YET,
  NO_REVENUE_YET,
  type SellerListings,
  type SellerRevenue,
  type ArtistStats,
  type FollowersPage,
  type UploadRecord,
} from "@wbe3/domain";
import { installFakeApi, meFor, sessionUser } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

const ARTIST = meFor(sessionUser({ role: "artist", walletAddress: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8" }));
const SONG = "0b6f4e2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b";
const WBE3 = 10n ** 18n;

const STATS: ArtistStats = {
  followers: 3,
  streams: 9,
  revenue: (12n * WBE3).toString(),
  tracks: [{ uploadId: SONG, title: "Golden Hour", streams: 9 }],
  revenueByMonth: [],
};

function upload(overrides: Partial<UploadRecord>): UploadRecord {
  return {
    id: SONG,
    title: "Golden Hour",
    artistName: "Nova",
    description: "",
    category: "music",
    price: (2n * WBE3).toString(),
    imageUrl: null,
    fileUrl: null,
    tags: [],
    royalty: 10,
    mintAsNFT: true,
    nftType: "ERC721",
    editions: 1,
    isMinted: true,
    isPublic: true,
    fileAccess: "public",
    holders: 0,
    previewUrl: null,
    tokenURI: null,
    mint: null,
    listingId: null,
    createdAt: "2026-11-01T00:00:00.000Z",
    ...overrides,
  };
}

const LISTINGS: SellerListings = {
  listings: [
    {
      id: "l1",
      title: "Golden Hour",
      category: "music",
      price: (2n * WBE3).toString(),
      sold: 4,
      supply: 50,
      active: true,
      presaleEndsAt: "2026-12-01T00:00:00.000Z",
      presale: true,
      createdAt: "2026-11-01T00:00:00.000Z",
    },
    {
      id: "l2",
      title: "Silver Ring",
      category: "jewelry",
      price: WBE3.toString(),
      sold: 1,
      supply: null,
      active: false,
      presaleEndsAt: null,
      presale: false,
      createdAt: "2026-10-01T00:00:00.000Z",
    },
  ],
};

const REVENUE: SellerRevenue = {
  total: (12n * WBE3).toString(),
  bySource: [
    { source: "sale", amount: (9n * WBE3).toString() },
    { source: "royalty", amount: (3n * WBE3).toString() },
  ],
  months: [
    { month: "2026-10", total: (5n * WBE3).toString(), bySource: [{ source: "sale", amount: (5n * WBE3).toString() }] },
    {
      month: "2026-11",
      total: (7n * WBE3).toString(),
      bySource: [
        { source: "sale", amount: (4n * WBE3).toString() },
        { source: "royalty", amount: (3n * WBE3).toString() },
      ],
    },
  ],
};

const FIRST_PAGE: FollowersPage = {
  followers: [
    { name: "Mira", username: "mira", avatarUrl: null, followedAt: "2026-11-20T10:00:00.000Z" },
    { name: "Sam", username: null, avatarUrl: null, followedAt: "2026-11-10T10:00:00.000Z" },
  ],
  total: 3,
  nextCursor: "next",
};
const SECOND_PAGE: FollowersPage = {
  followers: [{ name: null, username: null, avatarUrl: null, followedAt: "2026-11-01T10:00:00.000Z" }],
  total: 3,
  nextCursor: null,
};

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setUp(path: string, routes: Record<string, (request: { url: URL }) => Response> = {}) {
  installMatchMedia();
  const api = installFakeApi({
    me: ARTIST,
    routes: {
      "GET /api/artist/stats": () => jsonResponse(STATS),
      "GET /api/artist/profile": () => jsonResponse({ profile: null }),
      "GET /api/uploads/mine": () =>
        jsonResponse({
          uploads: [upload({}), upload({ id: "a1", title: "Blue Study", category: "art", isMinted: false, isPublic: false })],
        }),
      "GET /api/seller/listings": () => jsonResponse(LISTINGS),
      "GET /api/seller/revenue": () => jsonResponse(REVENUE),
      "GET /api/artist/followers": ({ url }) => jsonResponse(url.searchParams.get("cursor") === "next" ? SECOND_PAGE : FIRST_PAGE),
      ...routes,
    },
  });
  renderApp({ path, me: ARTIST });
  return api;
}

describe("the dashboard's Uploads and Marketplace tabs", () => {
  it("lists the uploads with category, minted, public, price and streams, linking to the studio", async () => {
    setUp("/artist-dashboard?tab=uploads");
    const table = await screen.findByRole("table", { name: "Your uploads" });
    const song = within(table).getByRole("row", { name: /Golden Hour/ });
    expect(song).toHaveTextContent("Music");
    expect(song).toHaveTextContent("Minted");
    expect(song).toHaveTextContent("Public");
    expect(song).toHaveTextContent("2.00 WBE3");
    expect(await within(table).findByRole("cell", { name: "9" })).toBeInTheDocument();
    const art = within(table).getByRole("row", { name: /Blue Study/ });
    expect(art).toHaveTextContent("Private");
    expect(art).toHaveTextContent("—");
    expect(screen.getByRole("link", { name: "Manage in the studio" })).toHaveAttribute("href", "/artiststudio?tab=upload");
  });

  it("lists the artist's own listings with sold / supply, status and presale", async () => {
    setUp("/artist-dashboard?tab=marketplace");
    const table = await screen.findByRole("table", { name: "Your listings" });
    const song = within(table).getByRole("row", { name: /Golden Hour/ });
    expect(song).toHaveTextContent("4 / 50");
    expect(song).toHaveTextContent("Active");
    expect(song).toHaveTextContent("Until Dec 1, 2026");
    const ring = within(table).getByRole("row", { name: /Silver Ring/ });
    expect(ring).toHaveTextContent("1 / open");
    expect(ring).toHaveTextContent("Inactive");
    expect(screen.getByRole("link", { name: "Open the marketplace" })).toHaveAttribute("href", "/marketplace");
  });

  it("links each figure of the stats card to its detail", async () => {
    setUp("/artist-dashboard");
    expect(await screen.findByRole("link", { name: "See your followers" })).toHaveAttribute("href", "/artist-dashboard/followers");
    expect(screen.getByRole("link", { name: "See streams per track" })).toHaveAttribute("href", "/artist-dashboard/streams");
    expect(screen.getByRole("link", { name: "See revenue by source" })).toHaveAttribute("href", "/artist-dashboard/revenue");
  });
});

describe("the stats card's detail pages", () => {
  it("shows streams per track", async () => {
    setUp("/artist-dashboard/streams");
    const row = await screen.findByRole("row", { name: /Golden Hour/ });
    expect(row).toHaveTextContent("9");
    expect(screen.getByRole("link", { name: "Back to the dashboard" })).toHaveAttribute("href", "/artist-dashboard");
  });

  it("says how streams are counted", async () => {
    setUp("/artist-dashboard/streams");
    const rules = await screen.findByRole("region", { name: HOW_WE_COUNT_TITLE });
    expect(
      within(rules)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(HOW_WE_COUNT_RULES);
  });

  it("lists followers newest first, with Show more for the next page", async () => {
    const user = userEvent.setup();
    setUp("/artist-dashboard/followers");
    const list = await screen.findByRole("list", { name: "Followers" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("Mira"), expect.stringContaining("Sam")]);
    expect(within(list).getByRole("link", { name: "@mira" })).toHaveAttribute("href", "/artist/mira");
    expect(screen.getByText("3 followers")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await within(list).findByText("A listener")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("says when nobody follows yet", async () => {
    setUp("/artist-dashboard/followers", {
      "GET /api/artist/followers": () => jsonResponse({ followers: [], total: 0, nextCursor: null }),
    });
    expect(await screen.findByText(NO_FOLLOWERS_YET)).toBeInTheDocument();
  });

  it("shows revenue by source and a chart per month with a table for screen readers", async () => {
    setUp("/artist-dashboard/revenue");
    expect(await screen.findByRole("row", { name: /Sales 9.00 WBE3/ })).toBeInTheDocument();
    expect(screen.getByRole("row", { name: /Royalties 3.00 WBE3/ })).toBeInTheDocument();
    const chart = await screen.findByRole("figure", { name: "Revenue per month" });
    const table = within(chart).getByRole("table");
    expect(within(table).getByRole("row", { name: /Nov 2026/ })).toHaveTextContent("4 WBE3");
    expect(within(table).getByRole("row", { name: /Oct 2026/ })).toHaveTextContent("5 WBE3");
  });

  it("says when there is no revenue yet", async () => {
    setUp("/artist-dashboard/revenue", { "GET /api/seller/revenue": () => jsonResponse({ total: "0", bySource: [], months: [] }) });
    expect(await screen.findByText(NO_REVENUE_YET)).toBeInTheDocument();
  });
});
