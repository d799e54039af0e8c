import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { parseEther, type HDAccount } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { devAccounts } from "@wbe3/contracts";
import { liveShowEvents, paymentRefunds } from "@wbe3/db";
import { liveShowAnswer, SHOW_CANCELLED_REFUND, type MarketplacePage, type Order, type OwnedNftsResponse } from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { boughtTickets, checkoutTickets, freshFan, mintedShow, personOf, ticketedShow, type Person } from "../../test/show-tickets.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";
import { createLogger } from "../../lib/logger.ts";
import { refundLateTicketPayments } from "./cancellation.ts";

// Accounts of this file alone (ETH and WBE3 from global-setup): 136 the fan (and the bank of a
// second, fresh fan). The artist is a fresh wallet of this run, given ETH for the mint fee.
const fanKey = devAccounts(137)[136] as HDAccount;
const artistKey = privateKeyToAccount(generatePrivateKey()) as unknown as HDAccount;
const actors = chainActors([0]);
const PRICE = parseEther("5");

let t: TestApp;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
let artist: Person;
let fan: Person;

const cancel = (showId: string) => call(artist.cookie, "PATCH", `/api/shows/${showId}`, { status: "cancelled" });
const refundsOf = (orderId: string) => t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
const orderOf = async (who: Person, orderId: string) =>
  ((await call(who.cookie, "GET", "/api/orders")).body as { orders: Order[] }).orders.find((order) => order.id === orderId);

/** A ticketed show with `quantity` tickets minted and on sale: its id and listing. */
async function onSale(quantity: number, extra: Record<string, unknown> = {}) {
  const show = await ticketedShow(t, artist, extra);
  const minted = await mintedShow(t, wallets, artist, show.id, quantity);
  if (!minted.tickets?.listingId) throw new Error("the tickets were not listed");
  return { id: show.id, listingId: minted.tickets.listingId, tokenId: minted.tickets.tokenId };
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await actors.testClient.setBalance({ address: artistKey.address, value: parseEther("1") });
  artist = await personOf(t, artistKey, "artist");
  fan = await personOf(t, fanKey, "fan");
});
afterAll(() => t.close());

describe("cancelling a ticketed show", () => {
  it("withdraws its tickets and refunds every paid line once, on the buyer's order, however often or at once it is sent", async () => {
    const show = await onSale(5);
    const friend = await freshFan(t, actors, wallets, fanKey, "10");
    const first = await boughtTickets(t, wallets, fan, show.listingId, 2);
    const second = await boughtTickets(t, wallets, friend, show.listingId, 1);
    const [fanBefore, friendBefore] = [await wallets.wbe3Of(fanKey.address), await wallets.wbe3Of(friend.key.address)];
    const ticketsOnSale = async () => ((await call(null, "GET", "/api/marketplace?category=ticket")).body as MarketplacePage).items;
    // Searched before the cancel, so a search after it must not answer from what was remembered.
    expect((await ticketsOnSale()).map((item) => item.id)).toContain(show.listingId);

    const answers = await Promise.all([cancel(show.id), cancel(show.id)]);
    expect(answers.map((answer) => [answer.status, liveShowAnswer.parse(answer.body).status])).toEqual([
      [200, "cancelled"],
      [200, "cancelled"],
    ]);
    expect((await cancel(show.id)).status).toBe(200);

    expect(await refundsOf(first.order.id)).toEqual([
      expect.objectContaining({ orderLine: 0, amount: PRICE * 2n, reason: "show_cancelled", status: "sent" }),
    ]);
    expect(await refundsOf(second.order.id)).toEqual([
      expect.objectContaining({ orderLine: 0, amount: PRICE, reason: "show_cancelled", status: "sent" }),
    ]);
    expect(await wallets.wbe3Of(fanKey.address)).toBe(fanBefore + PRICE * 2n);
    expect(await wallets.wbe3Of(friend.key.address)).toBe(friendBefore + PRICE);
    expect((await orderOf(fan, first.order.id))?.items[0]?.refund).toMatchObject({
      amount: (PRICE * 2n).toString(),
      reason: "show_cancelled",
      note: SHOW_CANCELLED_REFUND,
      status: "sent",
    });

    // Off sale: not in the marketplace, not addable to a cart, none left (and that was published).
    expect((await ticketsOnSale()).map((item) => item.id)).not.toContain(show.listingId);
    expect((await call(friend.cookie, "POST", "/api/cart/items", { listingId: show.listingId, quantity: 1 })).status).not.toBe(200);
    expect(liveShowAnswer.parse((await call(null, "GET", `/api/shows/${show.id}`)).body).ticketsLeft).toBe(0);
    const published = await t.db
      .select({ payload: liveShowEvents.payload })
      .from(liveShowEvents)
      .where(and(eq(liveShowEvents.showId, show.id), eq(liveShowEvents.kind, "tickets_left")))
      .orderBy(asc(liveShowEvents.id));
    expect(published.at(-1)?.payload).toEqual({ ticketsLeft: 0 });

    // Its tickets open nothing: no stream, nothing in the vault.
    const watch = await call(fan.cookie, "GET", `/api/shows/${show.id}/watch`);
    expect([watch.status, errorOf(watch).reason]).toEqual([403, "show_cancelled"]);
    const vault = (await call(null, "GET", `/api/wallets/${fanKey.address}/nfts`)).body as OwnedNftsResponse;
    expect(vault.nfts.find((nft) => nft.tokenId === show.tokenId)).toMatchObject({ content: null });
  });

  it("refunds a ticket paid after the cancel on a quote from before it, once", async () => {
    const show = await onSale(3);
    const checkout = await checkoutTickets(t, fan, show.listingId, 1);
    expect((await cancel(show.id)).status).toBe(200);
    const txHash = await wallets.sendCalls(fanKey, checkout.calls);
    expect((await call(fan.cookie, "POST", `/api/orders/${checkout.orderId}/confirm`, { txHash })).status).toBe(200);
    expect(await refundsOf(checkout.orderId)).toEqual([]);

    // A chain this order was not paid on cannot refund it: logged, counted as nothing, kept for later.
    const warnings: string[] = [];
    const logger = createLogger("warn", { write: (line: string) => void warnings.push(line) });
    const otherChain = { ...t.deps.chain, chainId: t.deps.chain.chainId + 1 };
    expect(await refundLateTicketPayments(t.db, otherChain, logger)).toBe(0);
    expect(warnings.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({ showId: show.id, msg: "a cancelled show's ticket could not be refunded yet" }),
    );

    // Two sweeps at once refund it once, and say so once.
    const sweeps = await Promise.all([0, 1].map(() => refundLateTicketPayments(t.db, t.deps.chain, t.deps.logger)));
    expect(sweeps.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await refundLateTicketPayments(t.db, t.deps.chain, t.deps.logger)).toBe(0);
    expect(await refundsOf(checkout.orderId)).toEqual([expect.objectContaining({ amount: PRICE, reason: "show_cancelled" })]);
  });
});

describe("a show whose tickets are minted", () => {
  it("stays ticketed with room for them all, and its listing follows its price and title", async () => {
    const show = await onSale(4, { capacity: 6 });
    const refused = async (patch: Record<string, unknown>) => {
      const answer = await call(artist.cookie, "PATCH", `/api/shows/${show.id}`, patch);
      return [answer.status, errorOf(answer).reason];
    };
    expect(await refused({ ticketed: false })).toEqual([409, "tickets_already_minted"]);
    expect(await refused({ capacity: 3 })).toEqual([409, "over_capacity"]);
    expect(
      (await call(artist.cookie, "PATCH", `/api/shows/${show.id}`, { capacity: 4, ticketPrice: "7.5", title: "Moved Night" })).status,
    ).toBe(200);
    const market = (await call(null, "GET", "/api/marketplace?category=ticket")).body as MarketplacePage;
    expect(market.items.find((item) => item.id === show.listingId)).toMatchObject({
      price: parseEther("7.5").toString(),
      title: "Moved Night: Ticket",
      left: 4,
    });
  });
});
