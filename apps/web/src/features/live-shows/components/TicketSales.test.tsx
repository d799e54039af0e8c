import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RETRY, showPagePath, type LiveShow, type ShowTicketSales } from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { apiError, installFakeApi, TEST_CONFIG } from "@/test/fake-api";
import { installFakeEventSource } from "@/test/fake-event-source";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { sampleShow } from "../test/sample-show";

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
});

const FAN = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const OTHER_FAN = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const ORDERS = ["0b7f2a52-3c61-4f7e-9d0a-6a1d2b3c4d5e", "1c8e3b63-4d72-4a8f-8e1b-7b2e3c4d5e6f"] as const;
const PAID_AT = "2027-02-01T18:30:00.000Z";

const mintedShow = (): LiveShow =>
  sampleShow({
    mine: true,
    ticketed: true,
    ticketPrice: "5",
    capacity: 10,
    ticketsLeft: 7,
    tickets: { contract: TEST_CONFIG.contracts.TicketNFT, tokenId: "3", quantity: 10, listingId: "listing-1" },
  });

function salesOf(show: LiveShow, overrides: Partial<ShowTicketSales> = {}): ShowTicketSales {
  return { showId: show.id, token: show.tickets, sold: 0, left: 10, sales: [], holders: [], artistStock: 10, ...overrides };
}

function setUp(show: LiveShow, answer: () => Response) {
  installMatchMedia();
  const Source = installFakeEventSource();
  const api = installFakeApi({
    routes: {
      [`GET /api/shows/${show.id}`]: () => jsonResponse(show),
      [`GET /api/shows/${show.id}/verifiers`]: () => jsonResponse({ wallets: [], emails: [] }),
      [`GET /api/shows/${show.id}/tickets`]: answer,
    },
  });
  renderApp({ path: showPagePath(show.id), viewer: { role: "artist", privileged: false } });
  return { api, Source, user: userEvent.setup() };
}

const section = () => screen.findByRole("region", { name: "Sales and holders" });

describe("the owner's ticket sales and holders", () => {
  it("shows what sold, what is left, the artist's stock, the paid sales and the holders in tables", async () => {
    const show = mintedShow();
    const sales = salesOf(show, {
      sold: 3,
      left: 7,
      artistStock: 7,
      sales: [
        { orderId: ORDERS[0], quantity: 2, paidAt: PAID_AT },
        { orderId: ORDERS[1], quantity: 1, paidAt: null },
      ],
      holders: [
        { wallet: FAN, units: 2 },
        { wallet: OTHER_FAN, units: 1 },
      ],
    });
    setUp(show, () => jsonResponse(sales));
    const region = within(await section());
    const table = await region.findByRole("table", { name: "Ticket sales, newest first" });
    expect(region.getByText("Sold").nextElementSibling).toHaveTextContent("3");
    expect(region.getByText("Left").nextElementSibling).toHaveTextContent("7");
    expect(region.getByText("Your stock").nextElementSibling).toHaveTextContent("7");

    const rows = within(table).getAllByRole("row");
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Order", "Tickets", "Paid"]);
    const paid = new Date(PAID_AT).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [ORDERS[0], "2", paid],
      [ORDERS[1], "1", "Not paid yet"],
    ]);
    expect(within(table).getByText(paid)).toHaveAttribute("datetime", PAID_AT);

    const holders = region.getByRole("table", { name: "Ticket holders" });
    expect(
      within(holders)
        .getAllByRole("row")
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole("cell")
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      [FAN, "2"],
      [OTHER_FAN, "1"],
    ]);
    expect(await axeViolations(screen.getByRole("main"))).toEqual([]);
  }, 20_000);

  it("says so when nothing sold and no fan holds a ticket yet", async () => {
    const show = mintedShow();
    setUp(show, () => jsonResponse(salesOf(show)));
    const region = within(await section());
    expect(await region.findByText("No tickets sold yet.")).toBeInTheDocument();
    expect(region.getByText("No fan holds a ticket yet.")).toBeInTheDocument();
    expect(region.queryByRole("table")).not.toBeInTheDocument();
    expect(region.getByText("Sold").nextElementSibling).toHaveTextContent("0");
  });

  it("says why the sales could not be loaded, and asks again on Retry", async () => {
    const show = mintedShow();
    let failing = true;
    const { user } = setUp(show, () =>
      failing ? apiError("unavailable", "The server is unavailable. Please try again.", 503) : jsonResponse(salesOf(show)),
    );
    const region = within(await section());
    expect(await region.findByRole("alert")).toHaveTextContent("The server is unavailable. Please try again.");
    failing = false;
    await user.click(region.getByRole("button", { name: RETRY }));
    expect(await region.findByText("No tickets sold yet.")).toBeInTheDocument();
    expect(region.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("asks again when the event stream reports a sale", async () => {
    const show = mintedShow();
    let sold = 0;
    const { Source } = setUp(show, () =>
      jsonResponse(salesOf(show, { sold, left: 10 - sold, holders: sold ? [{ wallet: FAN, units: sold }] : [] })),
    );
    const region = within(await section());
    await region.findByText("No fan holds a ticket yet.");
    sold = 2;
    Source.latest().emit("tickets_left", { kind: "tickets_left", showId: show.id, ticketsLeft: 8 }, "5");
    const holders = await region.findByRole("table", { name: "Ticket holders" });
    expect(within(holders).getByText(FAN)).toBeInTheDocument();
    expect(region.getByText("Sold").nextElementSibling).toHaveTextContent("2");
  });
});
