import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { decodeFunctionData, encodeFunctionData, getAddress, toHex } from "viem";
import { ticketNFTAbi } from "@wbe3/contracts";
import {
  CONNECT_TO_MINT_TICKETS,
  showPagePath,
  TICKET_CREATION_FAILED,
  TICKETS_CREATED,
  TICKETS_MINTED_OTHER_AMOUNT,
  ticketsOverCapacity,
  type LiveShow,
} from "@wbe3/domain";
import { getWalletRuntime } from "@/lib/wallet/wallet-runtime";
import { axeViolations } from "@/test/axe";
import { createFakeChain } from "@/test/fake-chain";
import { apiError, installFakeApi, meFor, sessionUser, TEST_CONFIG } from "@/test/fake-api";
import { installFakeEventSource } from "@/test/fake-event-source";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { installTestWallet } from "@/test/test-wallet";
import { sampleShow } from "../test/sample-show";

const wallet = installTestWallet({ name: "Test Wallet" });
const runtime = getWalletRuntime(TEST_CONFIG);
const ARTIST = sessionUser({ id: "artist-1", role: "artist", name: "Nova", walletAddress: wallet.account.address.toLowerCase() });
const URI = "ipfs://bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy";
const FEE = 10n ** 15n;

beforeEach(() => wallet.reset({ chainId: TEST_CONFIG.chainId }));

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The server's answer to the mint request: the `mintTicket` call paying the fee per ticket, to the artist's wallet. */
function mintAnswer(showId: string, quantity: number) {
  const value = FEE * BigInt(quantity);
  const data = encodeFunctionData({
    abi: ticketNFTAbi,
    functionName: "mintTicket",
    args: [getAddress(wallet.account.address), BigInt(quantity), URI],
  });
  return {
    showId,
    quantity,
    uri: URI,
    metadataCid: URI.slice(7),
    value: value.toString(),
    calls: [{ to: TEST_CONFIG.contracts.TicketNFT, data, value: toHex(value) }],
  };
}

function setUp(show: LiveShow, { confirm }: { confirm?: () => Response } = {}) {
  installMatchMedia();
  installFakeEventSource();
  const chain = createFakeChain();
  let current = show;
  let asked = 0;
  const api = installFakeApi({
    me: meFor(ARTIST),
    routes: {
      "POST /api/rpc": chain.route,
      [`GET /api/shows/${show.id}`]: () => jsonResponse(current),
      [`GET /api/shows/${show.id}/verifiers`]: () => jsonResponse({ wallets: [], emails: [] }),
      [`POST /api/shows/${show.id}/tickets`]: ({ body }) => {
        asked = (body as { quantity: number }).quantity;
        return jsonResponse(mintAnswer(show.id, asked));
      },
      [`POST /api/shows/${show.id}/tickets/confirm`]: () => {
        if (confirm) return confirm();
        current = {
          ...current,
          ticketsLeft: asked,
          tickets: { contract: TEST_CONFIG.contracts.TicketNFT, tokenId: "3", quantity: asked, listingId: "listing-1" },
        };
        return jsonResponse(current);
      },
      [`GET /api/shows/${show.id}/tickets`]: () =>
        jsonResponse({
          showId: show.id,
          token: current.tickets,
          sold: 0,
          left: current.ticketsLeft,
          sales: [],
          holders: [],
          artistStock: 8,
        }),
    },
  });
  renderApp({ path: showPagePath(show.id), me: meFor(ARTIST) });
  return { api, user: userEvent.setup() };
}

async function connectWallet(): Promise<void> {
  const option = runtime.getWallets().find((each) => each.name === "Test Wallet");
  if (!option) throw new Error("the test wallet was not announced");
  await runtime.connect(option.uid);
}

const ticketedShow = () => sampleShow({ title: "Rooftop Session", mine: true, ticketed: true, ticketPrice: "5", capacity: 10 });
const region = () => screen.findByRole("region", { name: "Create tickets" });

describe("creating a show's tickets", () => {
  it("mints the tickets through the wallet, confirms them, focuses “Tickets Created!” and shows the tickets left", async () => {
    const show = ticketedShow();
    await connectWallet();
    const { api, user } = setUp(show);
    const section = within(await region());
    const quantity = section.getByRole("spinbutton", { name: "Quantity" });
    expect(quantity).toHaveValue(10);
    await user.clear(quantity);
    await user.type(quantity, "8");
    await user.click(section.getByRole("button", { name: "Create tickets" }));

    const created = await section.findByRole("status");
    expect(created).toHaveTextContent(TICKETS_CREATED.title);
    expect(created).toHaveTextContent("8 tickets minted to your wallet and on sale.");
    await waitFor(() => expect(created).toHaveFocus());
    expect(section.queryByRole("form", { name: "Create tickets" })).not.toBeInTheDocument();
    expect(within(screen.getByRole("article")).getByText("8 tickets left")).toBeInTheDocument();

    expect(api.bodiesFor(`POST /api/shows/${show.id}/tickets`)).toEqual([{ quantity: 8 }]);
    const [sent] = wallet.sentTransactions();
    expect(BigInt(sent?.value ?? "0x0")).toBe(8n * FEE);
    const decoded = decodeFunctionData({ abi: ticketNFTAbi, data: sent?.data ?? "0x" });
    expect([decoded.functionName, decoded.args]).toEqual(["mintTicket", [getAddress(wallet.account.address), 8n, URI]]);
    expect(api.bodiesFor(`POST /api/shows/${show.id}/tickets/confirm`)).toEqual([
      { txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) as unknown },
    ]);
    expect(await screen.findByRole("region", { name: "Sales and holders" })).toBeInTheDocument();
    expect(await axeViolations(screen.getByRole("main"))).toEqual([]);
  }, 20_000);

  it("says “Ticket Creation Failed” with the server's reason, focused, and keeps the form", async () => {
    const show = ticketedShow();
    await connectWallet();
    const { user } = setUp(show, { confirm: () => apiError("bad_request", TICKETS_MINTED_OTHER_AMOUNT, 400) });
    const section = within(await region());
    await user.click(section.getByRole("button", { name: "Create tickets" }));

    const alert = await section.findByRole("alert");
    expect(alert).toHaveTextContent(TICKET_CREATION_FAILED.title);
    expect(alert).toHaveTextContent(TICKETS_MINTED_OTHER_AMOUNT);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(section.getByRole("form", { name: "Create tickets" })).toBeInTheDocument();
    expect(within(screen.getByRole("article")).queryByText(/tickets? left/)).not.toBeInTheDocument();
  });

  it("without a connected wallet, asks for one and sends nothing", async () => {
    const show = ticketedShow();
    const { api, user } = setUp(show);
    const section = within(await region());
    await user.click(section.getByRole("button", { name: "Create tickets" }));

    const alert = await section.findByRole("alert");
    expect(alert).toHaveTextContent(TICKET_CREATION_FAILED.title);
    expect(alert).toHaveTextContent(CONNECT_TO_MINT_TICKETS);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(api.bodiesFor(`POST /api/shows/${show.id}/tickets`)).toEqual([]);
    expect(wallet.sentTransactions()).toEqual([]);
  });

  it("refuses more tickets than the show holds at the field, sending nothing", async () => {
    const show = ticketedShow();
    await connectWallet();
    const { api, user } = setUp(show);
    const section = within(await region());
    const quantity = section.getByRole("spinbutton", { name: "Quantity" });
    await user.clear(quantity);
    await user.type(quantity, "11");
    await user.click(section.getByRole("button", { name: "Create tickets" }));

    // The hint, then the error, both read with the field.
    await waitFor(() => expect(quantity).toHaveAttribute("aria-invalid", "true"));
    expect(
      quantity
        .getAttribute("aria-describedby")
        ?.split(" ")
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain(ticketsOverCapacity(10));
    expect(quantity).toHaveAttribute("aria-invalid", "true");
    expect(quantity).toHaveFocus();
    expect(api.bodiesFor(`POST /api/shows/${show.id}/tickets`)).toEqual([]);
  });

  it("is not offered once the tickets are minted: the sales are", async () => {
    const minted = sampleShow({
      mine: true,
      ticketed: true,
      capacity: 10,
      ticketsLeft: 10,
      tickets: { contract: TEST_CONFIG.contracts.TicketNFT, tokenId: "3", quantity: 10, listingId: "listing-1" },
    });
    setUp(minted);
    expect(await screen.findByRole("region", { name: "Sales and holders" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Create tickets" })).not.toBeInTheDocument();
  });
});
