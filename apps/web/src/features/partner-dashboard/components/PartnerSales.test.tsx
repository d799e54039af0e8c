import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { NO_REVENUE_YET, type SellerListings, type SellerRevenue } from "@wbe3/domain";
import { installFakeApi, meFor, sessionUser } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

const PARTNER = meFor(sessionUser({ role: "partner", walletAddress: "0x90f79bf6eb2c4f870365e785982e1f101e93b906" }));
const WBE3 = 10n ** 18n;

const LISTINGS: SellerListings = {
  listings: [
    {
      id: "p1",
      title: "Harbor Loft Viewing",
      category: "homes",
      price: (3n * WBE3).toString(),
      sold: 2,
      supply: 10,
      active: true,
      presaleEndsAt: null,
      presale: false,
      createdAt: "2026-11-01T00:00:00.000Z",
    },
  ],
};

const REVENUE: SellerRevenue = {
  total: (5n * WBE3).toString(),
  bySource: [{ source: "sale", amount: (5n * WBE3).toString() }],
  months: [{ month: "2026-11", total: (5n * WBE3).toString(), bySource: [{ source: "sale", amount: (5n * WBE3).toString() }] }],
};

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setUp(revenue: SellerRevenue = REVENUE) {
  installMatchMedia();
  installFakeApi({
    me: PARTNER,
    routes: {
      "GET /api/seller/listings": () => jsonResponse(LISTINGS),
      "GET /api/seller/revenue": () => jsonResponse(revenue),
    },
  });
  renderApp({ path: "/partner-dashboard", me: PARTNER });
}

describe("the partner dashboard's sales", () => {
  it("lists the partner's own listings with what each sold, and the revenue by source", async () => {
    setUp();
    const sales = await screen.findByRole("table", { name: "Your sales" });
    const row = within(sales).getByRole("row", { name: /Harbor Loft Viewing/ });
    expect(row).toHaveTextContent("3.00 WBE3");
    expect(row).toHaveTextContent("2 / 10");
    expect(await screen.findByRole("row", { name: /Sales 5.00 WBE3/ })).toBeInTheDocument();
    expect(screen.getByText("5.00 WBE3 received in all")).toBeInTheDocument();
  });

  it("says when there is no revenue yet", async () => {
    setUp({ total: "0", bySource: [], months: [] });
    expect(await screen.findByText(NO_REVENUE_YET)).toBeInTheDocument();
  });
});
