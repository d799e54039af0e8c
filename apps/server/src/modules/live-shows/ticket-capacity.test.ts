import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAddress, parseEther, type HDAccount, type Hash } from "viem";
import { devAccounts, ticketNFTAbi } from "@wbe3/contracts";
import { liveShowAnswer, type Checkout, type Order } from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { checkoutTickets, freshFan, mintedShow, personOf, ticketedShow, type Person } from "../../test/show-tickets.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";
import { syncTicketsLeft } from "./service.ts";

// Accounts of this file alone (ETH and WBE3 from global-setup): 139 the artist, 140 the bank that
// lends the fresh fans their WBE3.
const ACCOUNTS = devAccounts(141);
const [artistKey, bankKey] = [139, 140].map((index) => ACCOUNTS[index] as HDAccount) as [HDAccount, HDAccount];
const actors = chainActors([0]);
const FANS = 20;
const TICKETS = 5;

let t: TestApp;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
let artist: Person;
let fans: Person[];

/**
 * Sends the order's calls from the fan's wallet: the last one's hash and whether it succeeded. A
 * refused sale either reverts when mined or, when the wallet sees it would, is never sent (no hash).
 */
async function pay(fan: Person, checkout: Checkout): Promise<{ txHash: Hash | null; success: boolean }> {
  let last: { txHash: Hash | null; success: boolean } | null = null;
  for (const each of checkout.calls) {
    const sent = await wallets
      .walletOf(fan.key as HDAccount)
      .sendTransaction({ to: each.to, data: each.data, value: BigInt(each.value) })
      .catch((err: unknown) => {
        if (err instanceof Error && /reverted/.test(err.message)) return null;
        throw err;
      });
    if (sent === null) return { txHash: null, success: false };
    const receipt = await t.deps.chain.client.waitForTransactionReceipt({ hash: sent, pollingInterval: 50 });
    last = { txHash: sent, success: receipt.status === "success" };
  }
  if (!last) throw new Error("no calls");
  return last;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  artist = await personOf(t, artistKey, "artist");
  fans = [];
  for (let i = 0; i < FANS; i += 1) fans.push(await freshFan(t, actors, wallets, bankKey, "10"));
}, 120_000);
afterAll(() => t.close());

describe("a show's capacity", () => {
  it("is never exceeded by 20 checkouts racing for 5 tickets: the others fail on chain, are not charged and their orders not paid", async () => {
    const show = await ticketedShow(t, artist, { ticketPrice: "1", capacity: TICKETS });
    const minted = await mintedShow(t, wallets, artist, show.id, TICKETS);
    const listingId = minted.tickets?.listingId;
    const tokenId = BigInt(minted.tickets?.tokenId ?? -1);
    if (!listingId) throw new Error("the tickets were not listed");

    // Every fan is quoted while 5 are left, then all pay at once.
    const checkouts = await Promise.all(fans.map((fan) => checkoutTickets(t, fan, listingId, 1)));
    const payments = await Promise.all(fans.map((fan, i) => pay(fan, checkouts[i] as Checkout)));
    expect(payments.filter((payment) => payment.success)).toHaveLength(TICKETS);

    const confirmed = await Promise.all(
      fans.map((fan, i) => {
        const txHash = payments[i]?.txHash;
        return txHash ? call(fan.cookie, "POST", `/api/orders/${checkouts[i]?.orderId}/confirm`, { txHash }) : Promise.resolve(null);
      }),
    );
    const paid = confirmed.filter((answer) => answer?.status === 200 && (answer.body as Order).status === "paid");
    expect(paid).toHaveLength(TICKETS);
    for (const [i, answer] of confirmed.entries()) {
      if (payments[i]?.success || answer === null) continue;
      expect([answer.status, errorOf(answer).reason]).toEqual([400, "tx_reverted"]);
    }

    const held = await Promise.all(
      fans.map((fan) =>
        t.deps.chain.client.readContract({
          address: t.deps.chain.contracts.TicketNFT,
          abi: ticketNFTAbi,
          functionName: "balanceOf",
          args: [getAddress(fan.key.address), tokenId],
        }),
      ),
    );
    const balances = await Promise.all(fans.map((fan) => wallets.wbe3Of(fan.key.address)));
    fans.forEach((_, i) => {
      // A ticket for 1 WBE3, or neither: whoever the chain refused keeps their 10 WBE3.
      expect([held[i], balances[i]]).toEqual(payments[i]?.success ? [1n, parseEther("9")] : [0n, parseEther("10")]);
    });

    const after = liveShowAnswer.parse((await call(null, "GET", `/api/shows/${show.id}`)).body);
    expect(after.ticketsLeft).toBe(0);
    await syncTicketsLeft(t.db);
    const late = await call(fans[0]?.cookie ?? null, "POST", "/api/cart/items", { listingId, quantity: 1 });
    expect([late.status, errorOf(late).reason]).toEqual([409, "sold_out"]);
    // The refused fans' carts keep the sold-out line until they remove it.
    for (const fan of fans) await call(fan.cookie, "DELETE", `/api/cart/items/${listingId}`);
  });

  it("refuses a cart over the tickets left before any quote, and a quote over them is refused on chain", async () => {
    const show = await ticketedShow(t, artist, { ticketPrice: "1", capacity: 3 });
    const minted = await mintedShow(t, wallets, artist, show.id, 3);
    const listingId = minted.tickets?.listingId;
    if (!listingId) throw new Error("the tickets were not listed");
    const [first, second] = fans as [Person, Person];
    const over = await call(first.cookie, "POST", "/api/cart/items", { listingId, quantity: 4 });
    expect([over.status, errorOf(over).reason]).toEqual([409, "over_supply"]);

    // Two carts of 2 each, both quoted while 3 are left: the wallet cannot send the second payment
    // (the chain refuses it: sold out), and the fan keeps their WBE3.
    const [a, b] = [await checkoutTickets(t, first, listingId, 2), await checkoutTickets(t, second, listingId, 2)];
    const paid = await pay(first, a);
    expect(paid.success).toBe(true);
    expect((await call(first.cookie, "POST", `/api/orders/${a.orderId}/confirm`, { txHash: paid.txHash })).status).toBe(200);
    const before = await wallets.wbe3Of(second.key.address);
    expect(await pay(second, b)).toEqual({ txHash: null, success: false });
    expect(await wallets.wbe3Of(second.key.address)).toBe(before);
    expect(liveShowAnswer.parse((await call(null, "GET", `/api/shows/${show.id}`)).body).ticketsLeft).toBe(1);
  });
});
