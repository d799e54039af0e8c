import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { REFRESH_INTERVAL_MS, STATS_LOAD_FAILED, type ArtistStats } from "@wbe3/domain";
import { apiError, installFakeApi, meFor, sessionUser } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

const ARTIST = meFor(sessionUser({ role: "artist", walletAddress: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8" }));
const STATS: ArtistStats = {
  followers: 3,
  streams: 12,
  revenue: "1234567890000000000000",
  tracks: [
    { uploadId: "u1", title: "Golden Hour", streams: 9 },
    { uploadId: "u2", title: "Blue Night", streams: 3 },
    { uploadId: "u3", title: "Unheard", streams: 0 },
  ],
  revenueByMonth: [
    { month: "2026-10", amount: "1000000000000000000000" },
    { month: "2026-11", amount: "234567890000000000000" },
  ],
};

afterEach(async () => {
  await resetAppState();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setUp(stats: () => Response) {
  installMatchMedia();
  const api = installFakeApi({
    me: ARTIST,
    routes: {
      "GET /api/artist/stats": stats,
      "GET /api/artist/profile": () => jsonResponse({ profile: null }),
    },
  });
  renderApp({ path: "/artist-dashboard", me: ARTIST });
  return api;
}

/** One figure of the description list: its term and the descriptions grouped with it. */
function figureOf(stats: { getByText: (text: string, options: { selector: string }) => HTMLElement }, name: string) {
  const group = stats.getByText(name, { selector: "dt" }).parentElement;
  if (group?.parentElement?.tagName !== "DL") throw new Error(`${name} is not a group of the description list`);
  return within(group);
}

const card = async () => {
  const section = (await screen.findByRole("heading", { name: "Your stats" })).closest("section");
  if (!section) throw new Error("no stats section");
  return within(section);
};

describe("the artist dashboard's stats card", () => {
  it("shows followers, streams per track and the WBE3 revenue to the unit, with 2 decimals per month", async () => {
    setUp(() => jsonResponse(STATS));
    const stats = await card();
    expect(await stats.findByText("1,234.56789 WBE3")).toBeInTheDocument();
    const figure = (name: string) => figureOf(stats, name);
    expect(figure("Followers").getByText("3")).toBeInTheDocument();
    expect(figure("Streams").getByText("12")).toBeInTheDocument();
    const tracks = stats.getByRole("list", { name: "Streams per track" });
    expect(
      within(tracks)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Golden Hour9", "Blue Night3"]);
    const months = stats.getByRole("list", { name: "Revenue by month" });
    expect(
      within(months)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Oct 20261,000.00 WBE3", "Nov 2026234.56 WBE3"]);
  });

  it("says when there is nothing yet", async () => {
    setUp(() => jsonResponse({ followers: 0, streams: 0, revenue: "0", tracks: [], revenueByMonth: [] }));
    const stats = await card();
    expect(await stats.findByText("0.00 WBE3")).toBeInTheDocument();
    expect(stats.getByText("No streams yet.")).toBeInTheDocument();
    expect(stats.getByText("No revenue yet.")).toBeInTheDocument();
  });

  it("shows an alert when the figures cannot be loaded", async () => {
    setUp(() => apiError("internal", "boom", 500));
    expect(await (await card()).findByRole("alert")).toHaveTextContent(STATS_LOAD_FAILED);
  });

  it("refreshes the figures every 30 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let followers = 3;
    setUp(() => jsonResponse({ ...STATS, followers }));
    const stats = await card();
    expect(await stats.findByText("1,234.56789 WBE3")).toBeInTheDocument();
    followers = 4;
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    await waitFor(() => expect(figureOf(stats, "Followers").getByText("4")).toBeInTheDocument());
  });
});
