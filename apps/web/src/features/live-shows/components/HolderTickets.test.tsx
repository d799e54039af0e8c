import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  CHECK_IN_SHOW_ENDED,
  RETRY,
  SHOW_CANCELLED_NOTHING_OPENS,
  decodeCheckInCode,
  showPagePath,
  type LiveShow,
  type MeResponse,
} from "@wbe3/domain";
import { getWalletRuntime } from "@/lib/wallet/wallet-runtime";
import { apiError, installFakeApi, TEST_CONFIG } from "@/test/fake-api";
import { installFakeEventSource } from "@/test/fake-event-source";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { installTestWallet } from "@/test/test-wallet";
import { sampleShow } from "../test/sample-show";
import { EMPTY_CART, FAN_ME, holding, refusal, ticketedShow } from "../test/ticket-fixtures";

const wallet = installTestWallet({ name: "Test Wallet" });
const runtime = getWalletRuntime(TEST_CONFIG);
const MINE = "/api/shows/mine/tickets";

beforeEach(() => wallet.reset({ chainId: TEST_CONFIG.chainId }));

// The page's lazy module, loaded once, so the first test does not wait for it.
beforeAll(() => import("./ShowPage"), 60_000);

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
});

function setUp(show: LiveShow, mine: () => Response, me: MeResponse | null = FAN_ME) {
  installMatchMedia();
  const Source = installFakeEventSource();
  const api = installFakeApi({
    ...(me ? { me } : {}),
    routes: {
      [`GET /api/shows/${show.id}`]: () => jsonResponse(show),
      [`GET /api/shows/${show.id}/watch`]: () => refusal(403, "forbidden", "not_holder", "Buy a ticket to watch."),
      [`GET ${MINE}`]: mine,
      "GET /api/cart": () => jsonResponse(EMPTY_CART),
    },
  });
  renderApp({ path: showPagePath(show.id), ...(me ? { me } : {}) });
  return { api, Source, user: userEvent.setup() };
}

const tickets = () => screen.findByRole("region", { name: /^Your tickets: / });

describe("the holder's tickets on the show page", () => {
  it("shows how many the wallet holds and opens the door code for this show's token", async () => {
    const option = runtime.getWallets().find((each) => each.name === "Test Wallet");
    if (!option) throw new Error("the test wallet was not announced");
    await runtime.connect(option.uid);
    const show = ticketedShow({ tickets: { contract: TEST_CONFIG.contracts.TicketNFT, tokenId: "42", quantity: 10, listingId: null } });
    const { api, user } = setUp(show, () => jsonResponse(holding(show, 2)));
    const region = within(await tickets());
    expect(region.getByRole("heading", { name: "Your tickets: 2" })).toBeInTheDocument();
    await user.click(region.getByRole("button", { name: "Show my ticket" }));
    await region.findByRole("img", { name: "Your ticket's QR code" });
    const code = decodeCheckInCode(region.getByLabelText<HTMLTextAreaElement>("Ticket code").value);
    expect(code).toMatchObject({ show: show.id, tokenId: 42n, holder: wallet.account.address });
    expect(api.urlsFor(MINE)).toHaveLength(1);
  });

  it("shows nothing of the kind to a fan whose wallet holds another show's ticket", async () => {
    const show = ticketedShow();
    const other = sampleShow({ ticketed: true });
    const { api } = setUp(show, () => jsonResponse(holding(other, 3)));
    await screen.findByRole("heading", { level: 1, name: "Rooftop Session" });
    await vi.waitFor(() => expect(api.urlsFor(MINE)).toHaveLength(1));
    expect(screen.queryByRole("region", { name: /^Your tickets: / })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show my ticket" })).not.toBeInTheDocument();
  });

  it("does not ask about a visitor's tickets", async () => {
    const show = ticketedShow();
    const { api } = setUp(show, () => jsonResponse(holding(show, 1)), null);
    await screen.findByRole("heading", { level: 1, name: "Rooftop Session" });
    expect(api.urlsFor(MINE)).toEqual([]);
    expect(screen.queryByRole("region", { name: /^Your tickets: / })).not.toBeInTheDocument();
  });

  it.each<[string, Partial<LiveShow>, string]>([
    ["cancelled", { status: "cancelled", displayStatus: "cancelled", ticketsLeft: 0 }, SHOW_CANCELLED_NOTHING_OPENS],
    ["ended", { status: "ended", displayStatus: "ended" }, CHECK_IN_SHOW_ENDED],
  ])("keeps the count but offers no door code once the show is %s", async (_, overrides, text) => {
    const show = ticketedShow(overrides);
    setUp(show, () => jsonResponse(holding(show, 2)));
    const region = within(await tickets());
    expect(region.getByText(text)).toBeInTheDocument();
    expect(region.queryByRole("button", { name: "Show my ticket" })).not.toBeInTheDocument();
  });

  it("says so when the tickets could not be checked, and asks again on request", async () => {
    const show = ticketedShow();
    let fail = true;
    const { user } = setUp(show, () => (fail ? apiError("internal", "The server is busy.", 500) : jsonResponse(holding(show, 1))));
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("Your tickets for this show could not be checked: The server is busy.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: RETRY }));
    expect(within(await tickets()).getByRole("heading", { name: "Your tickets: 1" })).toBeInTheDocument();
  });

  it("asks again when a sale changes the tickets left, so a fan back from checkout finds their tickets", async () => {
    const show = ticketedShow();
    let bought = false;
    const { api, Source } = setUp(show, () => jsonResponse(bought ? holding(show, 2) : { tickets: [] }));
    await vi.waitFor(() => expect(api.urlsFor(MINE)).toHaveLength(1));
    expect(screen.queryByRole("region", { name: /^Your tickets: / })).not.toBeInTheDocument();
    bought = true;
    Source.latest().emit("tickets_left", { kind: "tickets_left", showId: show.id, ticketsLeft: 8 }, "5");
    expect(within(await tickets()).getByRole("heading", { name: "Your tickets: 2" })).toBeInTheDocument();
  });
});
