import type { ApiErrorBody, Cart, LiveShow, MyShowTickets, RefusalReason } from "@wbe3/domain";
import { meFor, sessionUser, TEST_CONFIG } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { TEST_WALLET_KEY } from "@/test/test-wallet";
import { privateKeyToAccount } from "viem/accounts";
import { sampleShow } from "./sample-show";

export const LISTING_ID = "5c0a3b7e-1f2d-4e6a-8b9c-0d1e2f3a4b5c";
/** The signed-in fan, whose wallet is the test wallet's. */
export const FAN = sessionUser({ id: "fan-1", role: "fan", walletAddress: privateKeyToAccount(TEST_WALLET_KEY).address.toLowerCase() });
export const FAN_ME = meFor(FAN);

/** A ticketed show whose tickets are minted and on sale; its stream link is not in its answer (the viewer is a fan). */
export function ticketedShow(overrides: Partial<LiveShow> = {}): LiveShow {
  return sampleShow({
    title: "Rooftop Session",
    ticketed: true,
    ticketPrice: "12.5",
    capacity: 100,
    ticketsLeft: 40,
    tickets: { contract: TEST_CONFIG.contracts.TicketNFT, tokenId: "7", quantity: 100, listingId: LISTING_ID },
    stream: { type: "youtube", url: null, hlsUrl: null },
    ...overrides,
  });
}

/** `GET /api/shows/mine/tickets` holding `units` of the show's ticket. */
export function holding(show: LiveShow, units: number): MyShowTickets {
  return {
    tickets: [
      {
        showId: show.id,
        title: show.title,
        artistName: show.artistName,
        eventAt: show.eventAt,
        timeZone: show.timeZone,
        status: show.status,
        displayStatus: show.displayStatus,
        contract: TEST_CONFIG.contracts.TicketNFT,
        tokenId: show.tickets?.tokenId ?? "7",
        units,
      },
    ],
  };
}

export const cartHolding = (quantity: number): Cart => ({
  items: [
    {
      listingId: LISTING_ID,
      title: "Rooftop Session",
      artist: "Nova Reign",
      category: "ticket",
      imageUrl: null,
      quantity,
      unitPrice: (125n * 10n ** 17n).toString(),
      unitPriceSeen: (125n * 10n ** 17n).toString(),
      isEdition: true,
      ships: false,
      maxQuantity: 40,
      state: "ok",
      note: null,
    },
  ],
  total: (125n * 10n ** 17n * BigInt(quantity)).toString(),
  currency: "WBE3",
  ready: true,
});

export const EMPTY_CART: Cart = { items: [], total: "0", currency: "WBE3", ready: false };

/** A refusal as the server answers it, with its reason. */
export function refusal(status: number, code: ApiErrorBody["error"]["code"], reason: RefusalReason, message: string): Response {
  const body: ApiErrorBody = { error: { code, reason, message } };
  return jsonResponse(body, status);
}
