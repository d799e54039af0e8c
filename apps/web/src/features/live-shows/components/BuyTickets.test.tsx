import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showPagePath, type LiveShow, type MeResponse } from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { installFakeApi } from "@/test/fake-api";
import { installFakeEventSource } from "@/test/fake-event-source";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { cartHolding, EMPTY_CART, FAN_ME, LISTING_ID, refusal, ticketedShow } from "../test/ticket-fixtures";
import { SIGN_IN_TO_BUY_TICKETS, SOLD_OUT, ticketQuantityRange, ticketsAdded } from "./BuyTickets";

// The page's lazy module, loaded once, so the first test does not wait for it.
beforeAll(() => import("./ShowPage"), 60_000);

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
});

const ADD = "POST /api/cart/items";

function setUp(show: LiveShow, { me = FAN_ME, add }: { me?: MeResponse | null; add?: () => Response } = {}) {
  installMatchMedia();
  const Source = installFakeEventSource();
  const api = installFakeApi({
    ...(me ? { me } : {}),
    routes: {
      [`GET /api/shows/${show.id}`]: () => jsonResponse(show),
      [`GET /api/shows/${show.id}/watch`]: () => refusal(403, "forbidden", "not_holder", "Buy a ticket to watch."),
      "GET /api/shows/mine/tickets": () => jsonResponse({ tickets: [] }),
      "GET /api/cart": () => jsonResponse(EMPTY_CART),
      [ADD]: ({ body }) => add?.() ?? jsonResponse(cartHolding((body as { quantity: number }).quantity)),
    },
  });
  renderApp({ path: showPagePath(show.id), ...(me ? { me } : {}) });
  return { api, Source, user: userEvent.setup() };
}

const buying = async () => within(await screen.findByRole("region", { name: "Buy tickets" }));

describe("buying a show's tickets", () => {
  // The header's cart loads its own module, and the page is checked with axe: slower than the rest.
  it("puts the chosen number of tickets in the cart, and focuses the confirmation", { timeout: 15_000 }, async () => {
    const show = ticketedShow();
    const { api, user } = setUp(show);
    const region = await buying();
    const field = region.getByRole("spinbutton", { name: "Number of tickets" });
    expect(region.getByText("Total: 12.50 WBE3")).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, "3");
    expect(region.getByText("Total: 37.50 WBE3")).toBeInTheDocument();
    await user.click(region.getByRole("button", { name: "Buy tickets" }));

    const added = await region.findByRole("status");
    expect(added).toHaveTextContent(ticketsAdded(3, "Rooftop Session"));
    await waitFor(() => expect(added).toHaveFocus());
    expect(api.bodiesFor(ADD)).toEqual([{ listingId: LISTING_ID, quantity: 3 }]);
    // The header's cart shows the line at once.
    expect(await screen.findByRole("button", { name: "Cart, 1 item" })).toBeInTheDocument();
    expect(await axeViolations(screen.getByRole("main"))).toEqual([]);
  });

  it("shows the server's refusal as an alert that takes focus", async () => {
    const show = ticketedShow({ ticketsLeft: 2 });
    const { user } = setUp(show, { add: () => refusal(409, "conflict", "over_supply", "Only 1 ticket is left.") });
    const region = await buying();
    await user.click(region.getByRole("button", { name: "Buy tickets" }));
    const alert = await region.findByRole("alert");
    expect(alert).toHaveTextContent("Only 1 ticket is left.");
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it("refuses a number of tickets that is not on sale, at the field, without asking the server", async () => {
    const show = ticketedShow({ ticketsLeft: 4 });
    const { api, user } = setUp(show);
    const region = await buying();
    const field = region.getByRole("spinbutton", { name: "Number of tickets" });
    for (const typed of ["5", "0"]) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(region.getByRole("button", { name: "Buy tickets" }));
      expect(field).toHaveAccessibleDescription(ticketQuantityRange(4));
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveFocus();
    }
    expect(api.bodiesFor(ADD)).toEqual([]);
  });

  it("says Sold out when none are left, also when the last one sells while the page is open", async () => {
    const show = ticketedShow({ ticketsLeft: 1 });
    const { Source } = setUp(show);
    const region = await buying();
    expect(region.getByRole("button", { name: "Buy tickets" })).toBeInTheDocument();
    Source.latest().emit("tickets_left", { kind: "tickets_left", showId: show.id, ticketsLeft: 0 }, "9");
    await waitFor(() => expect(region.getByText(SOLD_OUT)).toBeInTheDocument());
    expect(region.queryByRole("button")).not.toBeInTheDocument();
  });

  it("tells a visitor to sign in first", async () => {
    const { api } = setUp(ticketedShow(), { me: null });
    const region = await buying();
    expect(region.getByText(SIGN_IN_TO_BUY_TICKETS)).toBeInTheDocument();
    expect(region.queryByRole("button")).not.toBeInTheDocument();
    expect(api.urlsFor("/api/shows/mine/tickets")).toEqual([]);
  });

  it.each<[string, Partial<LiveShow>]>([
    ["not minted yet", { tickets: null, ticketsLeft: null }],
    ["cancelled", { status: "cancelled", displayStatus: "cancelled", ticketsLeft: 0 }],
    ["ended", { status: "ended", displayStatus: "ended" }],
    ["the viewer's own", { mine: true, stream: { type: "youtube", url: "https://youtu.be/dQw4w9WgXcQ", hlsUrl: null } }],
  ])("offers no tickets for a show %s", async (_, overrides) => {
    setUp(ticketedShow(overrides));
    await screen.findByRole("heading", { level: 1, name: "Rooftop Session" });
    expect(screen.queryByRole("region", { name: "Buy tickets" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Buy tickets" })).not.toBeInTheDocument();
  });
});
