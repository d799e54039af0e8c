import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { getAddress, parseEther, type Address, type HDAccount } from "viem";
import { devAccounts, ticketNFTAbi } from "@wbe3/contracts";
import { liveShowEvents } from "@wbe3/db";
import {
  liveShowAnswer,
  myShowTicketsAnswer,
  platformFee,
  sellerRevenueAnswer,
  showTicketSalesAnswer,
  TICKET_CATEGORY,
  type MarketplacePage,
} from "@wbe3/domain";
import { apiCaller } from "../../test/api-call.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { boughtTickets, freshFan, mintedShow, personOf, ticketedShow, type Person } from "../../test/show-tickets.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";
import { startTicketsWatch, syncTicketsLeft } from "./service.ts";

// Accounts of this file alone (ETH and WBE3 from global-setup): 137 the artist, 138 the fan (and
// the bank of the fresh fans).
const ACCOUNTS = devAccounts(139);
const [artistKey, fanKey] = [137, 138].map((index) => ACCOUNTS[index] as HDAccount) as [HDAccount, HDAccount];
const actors = chainActors([0]);
const PRICE = parseEther("5");
const FEE_BPS = 250;

let t: TestApp;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
let artist: Person;
let fan: Person;

const ticketsOf = (owner: Address, tokenId: string) =>
  t.deps.chain.client.readContract({
    address: t.deps.chain.contracts.TicketNFT,
    abi: ticketNFTAbi,
    functionName: "balanceOf",
    args: [getAddress(owner), BigInt(tokenId)],
  });

const publishedCounts = async (showId: string) =>
  (
    await t.db
      .select({ payload: liveShowEvents.payload })
      .from(liveShowEvents)
      .where(and(eq(liveShowEvents.showId, showId), eq(liveShowEvents.kind, "tickets_left")))
      .orderBy(asc(liveShowEvents.id))
  ).map((row) => row.payload.ticketsLeft);

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  artist = await personOf(t, artistKey, "artist");
  // Revenue is an artist's: the account has an artist profile.
  expect((await call(artist.cookie, "PUT", "/api/artist/profile", { username: "stocknight", name: "Nova Reign" })).status).toBe(200);
  fan = await personOf(t, fanKey, "fan");
});
afterAll(() => t.close());

describe("tickets sold through the cart", () => {
  it("delivers 2 tickets from the artist's stock to the fan, pays the artist less the fee, and shows it as ticket revenue", async () => {
    const show = await ticketedShow(t, artist, { title: "Stock Night", capacity: 10 });
    const minted = await mintedShow(t, wallets, artist, show.id, 10);
    if (!minted.tickets?.listingId) throw new Error("the tickets were not listed");
    expect(minted.ticketsLeft).toBe(10);
    const { listingId, tokenId } = minted.tickets;
    const market = (await call(null, "GET", `/api/marketplace?category=${TICKET_CATEGORY}`)).body as MarketplacePage;
    expect(market.items.find((item) => item.id === listingId)).toMatchObject({ price: PRICE.toString(), left: 10 });

    const revenueBefore = sellerRevenueAnswer.parse((await call(artist.cookie, "GET", "/api/seller/revenue")).body);
    const { order, txHash } = await boughtTickets(t, wallets, fan, listingId, 2);
    expect(order.status).toBe("paid");
    expect(order.items[0]?.token).toMatchObject({ tokenId });

    expect(await ticketsOf(fanKey.address, tokenId)).toBe(2n);
    expect(await ticketsOf(artistKey.address, tokenId)).toBe(8n);
    const gross = PRICE * 2n;
    const [artistGot, fanPaid] = await wallets.wbe3ChangesIn(txHash, [artistKey.address, fanKey.address]);
    expect([artistGot, fanPaid]).toEqual([gross - platformFee(gross, FEE_BPS), -gross]);
    const revenue = sellerRevenueAnswer.parse((await call(artist.cookie, "GET", "/api/seller/revenue")).body);
    const ticketRevenue = (answer: typeof revenue) => BigInt(answer.bySource.find((each) => each.source === "ticket")?.amount ?? "0");
    expect(ticketRevenue(revenue) - ticketRevenue(revenueBefore)).toBe(gross - platformFee(gross, FEE_BPS));

    // Tickets left follow the listing's supply, and the change is published once.
    expect(liveShowAnswer.parse((await call(null, "GET", `/api/shows/${show.id}`)).body).ticketsLeft).toBe(8);
    expect(await publishedCounts(show.id)).toEqual([10]);
    expect(await syncTicketsLeft(t.db)).toBeGreaterThanOrEqual(1);
    expect(await syncTicketsLeft(t.db)).toBe(0);
    expect(await publishedCounts(show.id)).toEqual([10, 8]);

    // The artist sees the sale and the holder; the fan sees the show among their tickets.
    const sales = showTicketSalesAnswer.strict().parse((await call(artist.cookie, "GET", `/api/shows/${show.id}/tickets`)).body);
    expect(sales).toMatchObject({ sold: 2, left: 8, artistStock: 8, holders: [{ wallet: fanKey.address.toLowerCase(), units: 2 }] });
    expect(sales.sales).toEqual([{ orderId: order.id, quantity: 2, paidAt: expect.any(String) as unknown }]);
    const mine = myShowTicketsAnswer.parse((await call(fan.cookie, "GET", "/api/shows/mine/tickets")).body);
    expect(mine.tickets).toEqual([expect.objectContaining({ showId: show.id, title: "Stock Night", tokenId, units: 2 })]);
    // Not another fan's, and not the artist's own stock.
    expect(myShowTicketsAnswer.parse((await call(artist.cookie, "GET", "/api/shows/mine/tickets")).body).tickets).toEqual([]);
    const other = await call(fan.cookie, "GET", `/api/shows/${show.id}/tickets`);
    expect(other.status).toBe(403);
  });

  it("publishes a changed count once, whichever instances watch at once, and the watch finds it by itself", async () => {
    const show = await ticketedShow(t, artist, { title: "Watched Night", capacity: 3 });
    const minted = await mintedShow(t, wallets, artist, show.id, 3);
    if (!minted.tickets?.listingId) throw new Error("the tickets were not listed");
    await boughtTickets(t, wallets, fan, minted.tickets.listingId, 1);
    await Promise.all([syncTicketsLeft(t.db), syncTicketsLeft(t.db), syncTicketsLeft(t.db)]);
    expect(await publishedCounts(show.id)).toEqual([3, 2]);

    await boughtTickets(t, wallets, fan, minted.tickets.listingId, 1);
    const watch = startTicketsWatch({ db: t.db, chain: t.deps.chain, logger: t.deps.logger, intervalMs: 50 });
    try {
      await expect.poll(() => publishedCounts(show.id), { timeout: 10_000 }).toEqual([3, 2, 1]);
    } finally {
      await watch.stop();
    }
  });

  it("sells a free show's tickets through the cart at 0 WBE3: the fan pays gas only and the capacity holds", async () => {
    const show = await ticketedShow(t, artist, { title: "Free Night", ticketPrice: "0", capacity: 2 });
    const minted = await mintedShow(t, wallets, artist, show.id, 2);
    if (!minted.tickets?.listingId) throw new Error("the tickets were not listed");
    const guest = await freshFan(t, actors, wallets, fanKey);
    const { order, txHash } = await boughtTickets(t, wallets, guest, minted.tickets.listingId, 2);
    expect([order.status, order.total]).toEqual(["paid", "0"]);
    expect(await wallets.wbe3ChangesIn(txHash, [guest.key.address])).toEqual([0n]);
    expect(await ticketsOf(guest.key.address, minted.tickets.tokenId)).toBe(2n);
    const soldOut = await call(fan.cookie, "POST", "/api/cart/items", { listingId: minted.tickets.listingId, quantity: 1 });
    expect([soldOut.status, (soldOut.body as { error: { reason: string } }).error.reason]).toEqual([409, "sold_out"]);
  });
});
