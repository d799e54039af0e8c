import { expect } from "vitest";
import { parseEther, type HDAccount, type Hash } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { liveShowAnswer, ticketMintAnswer, type Checkout, type LiveShow, type Order, type TicketMint } from "@wbe3/domain";
import { apiCaller } from "./api-call.ts";
import { signInWithWallet } from "./auth-helpers.ts";
import type { chainActors } from "./chain-actors.ts";
import { SHOW_FIELDS } from "./live-shows.ts";
import type { TestApp } from "./test-app.ts";
import type { testWallets } from "./wallet-calls.ts";

type Wallets = ReturnType<typeof testWallets>;
type Actors = ReturnType<typeof chainActors>;

/** A ticketed show's fields: SHOW_FIELDS priced at `price` WBE3 with `capacity` tickets. */
export const ticketedFields = (price = "5", capacity = 10) => ({ ...SHOW_FIELDS, ticketed: true, ticketPrice: price, capacity });

/** Someone signed in with a wallet: its key, cookie and account id. */
export interface Person {
  key: HDAccount | ReturnType<typeof privateKeyToAccount>;
  cookie: string;
  id: string;
}

export async function personOf(t: TestApp, key: Person["key"], role: "artist" | "fan"): Promise<Person> {
  const { cookie, body } = await signInWithWallet(t, key, role);
  if (!body.user) throw new Error("no signed-in user");
  return { key, cookie, id: body.user.id };
}

/**
 * A fresh wallet of this run only, with ETH for gas and `wbe3` whole WBE3 lent from `bank`,
 * signed in as a fan.
 */
export async function freshFan(t: TestApp, actors: Actors, wallets: Wallets, bank: HDAccount, wbe3 = "0"): Promise<Person> {
  const key = privateKeyToAccount(generatePrivateKey());
  await actors.testClient.setBalance({ address: key.address, value: parseEther("1") });
  if (wbe3 !== "0") await wallets.lendWbe3(bank, key.address, wbe3);
  return personOf(t, key, "fan");
}

/** Creates a ticketed show as `artist`, expecting 201. */
export async function ticketedShow(t: TestApp, artist: Person, extra: Record<string, unknown> = {}): Promise<LiveShow> {
  const res = await apiCaller(() => t)(artist.cookie, "POST", "/api/shows", { ...ticketedFields(), ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return liveShowAnswer.parse(res.body);
}

/** Asks to mint `quantity` tickets of the show, expecting 200. */
export async function mintRequest(t: TestApp, artist: Person, showId: string, quantity: number): Promise<TicketMint> {
  const res = await apiCaller(() => t)(artist.cookie, "POST", `/api/shows/${showId}/tickets`, { quantity });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ticketMintAnswer.strict().parse(res.body);
}

/** Mints the show's tickets from the artist's wallet and confirms the mint: the show as then answered. */
export async function mintedShow(t: TestApp, wallets: Wallets, artist: Person, showId: string, quantity: number): Promise<LiveShow> {
  const request = await mintRequest(t, artist, showId, quantity);
  // As the wallet sends the batch: the approval (if asked), then the mint, whose transaction is answered.
  const txHash = await wallets.sendCalls(artist.key as HDAccount, request.calls);
  const res = await apiCaller(() => t)(artist.cookie, "POST", `/api/shows/${showId}/tickets/confirm`, { txHash });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return liveShowAnswer.parse(res.body);
}

/** A fan puts `quantity` tickets in the cart and checks out: the order to pay. */
export async function checkoutTickets(t: TestApp, fan: Person, listingId: string, quantity: number): Promise<Checkout> {
  const call = apiCaller(() => t);
  const added = await call(fan.cookie, "POST", "/api/cart/items", { listingId, quantity });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const checkout = await call(fan.cookie, "POST", "/api/orders");
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
  return checkout.body as Checkout;
}

/** A fan buys `quantity` tickets through the cart and confirms: the paid order and its payment. */
export async function boughtTickets(
  t: TestApp,
  wallets: Wallets,
  fan: Person,
  listingId: string,
  quantity: number,
): Promise<{ order: Order; txHash: Hash }> {
  const checkout = await checkoutTickets(t, fan, listingId, quantity);
  const txHash = await wallets.sendCalls(fan.key as HDAccount, checkout.calls);
  const res = await apiCaller(() => t)(fan.cookie, "POST", `/api/orders/${checkout.orderId}/confirm`, { txHash });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { order: res.body as Order, txHash };
}
