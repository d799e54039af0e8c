import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeFunctionData, getAddress, parseEther, toHex, type HDAccount } from "viem";
import { devAccounts, ticketNFTAbi } from "@wbe3/contracts";
import {
  partnerSellerName,
  platformFee,
  registerContentArea,
  registerOpeningKinds,
  registerSellingArea,
  sellerRevenueAnswer,
  type ApiErrorBody,
  type Checkout,
  type Order,
  type SessionUser,
  type StoredFile,
} from "@wbe3/domain";
import { registerOpenings } from "./lib/openings.ts";
import { holdsAnyToken } from "./modules/chain-index/service.ts";
import { createPaymentOrder } from "./modules/commerce/service.ts";
import { readerOfResourceLink, registerAccessFacts, resourceLink } from "./modules/content/service.ts";
import { setFileAccess } from "./modules/files/service.ts";
import { listingsChanged, publishListing } from "./modules/marketplace/service.ts";
import { apiCaller } from "./test/api-call.ts";
import { signInWithWallet } from "./test/auth-helpers.ts";
import { chainActors } from "./test/chain-actors.ts";
import { formWith, PNG_1X1 } from "./test/file-fixtures.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";
import { testWallets } from "./test/wallet-calls.ts";

// Issue 24's proof: one scratch area plugged into every seam the way a new area is — it declares
// what it sells, which files it stores and who opens them, and what its tickets open, and registers
// its server providers — and then, through the real app, chain and database: a partner's listing
// sold through the cart, two independent fees priced at once and both paid, a payment order that
// pays the partner, a poster gated by the area's own rule, and a signed link to a stream (no stored
// file) refused once the ticket moves. No file of content, files, commerce, marketplace,
// chain-index, uploads or publishing names it.
const SHOW = "7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
let ticket: { contract: string; tokenId: bigint } | null = null;

registerSellingArea({
  area: "proof-shows",
  categories: [{ id: "proof-nights", label: "Proof nights", filter: true }],
  listingKinds: [
    { kind: "proof-ticket", label: "Ticket", categories: ["proof-nights"], deliveries: ["mint1155"], revenueSource: "proof-door" },
  ],
  orderKinds: [
    { kind: "proof-filing-fee", label: "Filing fee", sequence: "independent" },
    { kind: "proof-booking", label: "Booking", sequence: "independent", revenueSource: "proof-bookings" },
  ],
  revenueSources: [
    { id: "proof-door", label: "Door" },
    { id: "proof-bookings", label: "Bookings" },
  ],
});
registerContentArea({
  area: "proof-shows",
  rules: [{ rule: "proof_ticket_holders", label: "Ticket holders", opensWith: ["proof_holds_ticket"] }],
  storageKinds: [
    { kind: "proof_poster", label: "Poster", extensions: ["png"], mimeTypes: ["image/png"], maxBytes: 1024 * 1024, storers: ["partner"] },
  ],
});
/** Whether this account's wallet holds the show's ticket now (the transfer index, brought up to date). */
const holdsTicket = (deps: TestApp["deps"], user: SessionUser) =>
  ticket !== null && user.walletAddress !== null
    ? holdsAnyToken(deps.db, deps.chain, user.walletAddress, [ticket], deps.logger)
    : Promise.resolve(false);
registerAccessFacts({
  area: "proof-shows",
  facts: ["proof_holds_ticket"],
  supply: async (deps, { reader }) => ({ holds: (await holdsTicket(deps, reader)) ? ["proof_holds_ticket"] : [] }),
});
registerOpeningKinds({ area: "proof-shows", kinds: [{ kind: "proof-ticket", actions: ["watch", "check_in"] }] });
registerOpenings({
  area: "proof-shows",
  resources: [{ kind: "proof-stream", mayOpen: async (deps, id, user) => id === SHOW && (await holdsTicket(deps, user)) }],
});

// Accounts of this file alone (ETH and WBE3 from global-setup): 117 the partner, 118 the fan who
// buys the ticket, 119 the friend the ticket moves to.
const ACCOUNTS = devAccounts(120);
const [partnerKey, fanKey, friendKey] = [117, 118, 119].map((index) => ACCOUNTS[index] as HDAccount) as [HDAccount, HDAccount, HDAccount];
const actors = chainActors([117, 118, 119]);
const PRICE = parseEther("3");
const FEE_BPS = 250n;

let t: TestApp;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
const people = {} as Record<"partner" | "fan" | "friend", { cookie: string; user: SessionUser }>;
const reasonOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error.reason;
const confirm = (cookie: string, orderId: string, txHash: string) => call(cookie, "POST", `/api/orders/${orderId}/confirm`, { txHash });
const partsOf = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams) as Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  for (const [name, key, role] of [
    ["partner", partnerKey, "partner"],
    ["fan", fanKey, "fan"],
    ["friend", friendKey, "fan"],
  ] as const) {
    const signedIn = await signInWithWallet(t, key, role);
    if (!signedIn.body.user) throw new Error("no signed-in user");
    people[name] = { cookie: signedIn.cookie, user: signedIn.body.user };
  }
});
afterAll(() => t.close());

describe("a scratch area on every seam, through the real app, chain and database", () => {
  it("sells a partner's ticket through the cart, minted to the fan, the partner paid and shown the revenue", async () => {
    const listingId = await publishListing(t.db, {
      kind: "proof-ticket",
      category: "proof-nights",
      delivery: "mint1155",
      seller: { id: people.partner.user.id, kind: "partner", name: partnerSellerName(people.partner.user) },
      title: "Proof Night",
      description: "Doors at eight.",
      price: PRICE,
      imageUrl: null,
      sellerWallet: partnerKey.address,
      royaltyBps: 0,
      supplyCap: 10,
    });
    listingsChanged(t.db);
    expect((await call(people.fan.cookie, "POST", "/api/cart/items", { listingId })).status).toBe(200);
    const checkout = (await call(people.fan.cookie, "POST", "/api/orders")).body as Checkout;
    const paid = await confirm(people.fan.cookie, checkout.orderId, await wallets.sendCalls(fanKey, checkout.calls));
    expect(paid.status).toBe(200);
    const token = (paid.body as Order).items[0]?.token;
    if (!token) throw new Error("no ticket delivered");
    ticket = { contract: token.contract.toLowerCase(), tokenId: BigInt(token.tokenId) };

    const received = (PRICE - (PRICE * FEE_BPS) / 10_000n).toString();
    const revenue = sellerRevenueAnswer.parse((await call(people.partner.cookie, "GET", "/api/seller/revenue")).body);
    expect(revenue.bySource).toEqual([{ source: "proof-door", amount: received }]);
  });

  it("prices two fees at once and takes both; a booking pays the partner less the platform's fee", async () => {
    const fee = (id: string) => ({ kind: "proof-filing-fee", title: `Filing ${id}`, amount: parseEther("2"), subject: { filing: id } });
    const [first, second] = await Promise.all([
      createPaymentOrder(t.db, t.deps.chain, people.fan.user, fee("1")),
      createPaymentOrder(t.db, t.deps.chain, people.fan.user, fee("2")),
    ]);
    const [firstTx, secondTx] = [await wallets.sendCalls(fanKey, first.calls), await wallets.sendCalls(fanKey, second.calls)];
    const both = await Promise.all([
      confirm(people.fan.cookie, first.orderId, firstTx),
      confirm(people.fan.cookie, second.orderId, secondTx),
    ]);
    expect(both.map((answer) => [answer.status, (answer.body as Order).status])).toEqual([
      [200, "paid"],
      [200, "paid"],
    ]);

    const amount = parseEther("4");
    const before = await wallets.wbe3Of(partnerKey.address);
    const booking = await createPaymentOrder(t.db, t.deps.chain, people.fan.user, {
      kind: "proof-booking",
      title: "Backstage booking",
      amount,
      subject: { show: SHOW },
      seller: { role: "partner", walletAddress: partnerKey.address },
    });
    const booked = await confirm(people.fan.cookie, booking.orderId, await wallets.sendCalls(fanKey, booking.calls));
    expect(booked.status).toBe(200);
    expect((await wallets.wbe3Of(partnerKey.address)) - before).toBe(amount - platformFee(amount, Number(FEE_BPS)));
  });

  it("gates a poster by its own rule: private from the first byte, open to the ticket's holder, 403 to others", async () => {
    const stored = await t.request("/api/files", {
      method: "POST",
      headers: { cookie: people.partner.cookie },
      body: formWith(Buffer.concat([PNG_1X1, Buffer.from("proof poster")]), "poster.png", "proof_poster"),
    });
    expect(stored.status).toBe(201);
    const { ipfsHash: cid } = (await stored.json()) as StoredFile;
    expect((await t.request(`/ipfs/${cid}`)).status).toBe(404);

    await setFileAccess(t.db, { cids: [cid], rule: "proof_ticket_holders", by: people.partner.user.id });
    const open = (cookie: string) => t.request(`/api/content/${cid}`, { headers: { cookie } });
    expect((await open(people.fan.cookie)).status).toBe(200);
    const refused = await open(people.friend.cookie);
    expect([refused.status, await reasonOf(refused)]).toEqual([403, "not_holder"]);
    expect((await t.request(`/ipfs/${cid}`)).status).toBe(404);
  });

  it("signs a link to the stream for the ticket's holder, refused once the ticket moves on chain", async () => {
    if (!ticket) throw new Error("no ticket");
    const stream = { kind: "proof-stream", id: SHOW };
    const link = await resourceLink(t.deps, people.fan.user, stream, `/api/proof/shows/${SHOW}/stream`);
    expect((await readerOfResourceLink(t.deps, stream, partsOf(link.url))).id).toBe(people.fan.user.id);

    const transfer = encodeFunctionData({
      abi: ticketNFTAbi,
      functionName: "safeTransferFrom",
      args: [getAddress(fanKey.address), getAddress(friendKey.address), ticket.tokenId, 1n, "0x"],
    });
    await wallets.sendCalls(fanKey, [{ to: getAddress(ticket.contract), data: transfer, value: toHex(0) }]);

    await expect(readerOfResourceLink(t.deps, stream, partsOf(link.url))).rejects.toMatchObject({ reason: "not_holder" });
    const friendLink = await resourceLink(t.deps, people.friend.user, stream, `/api/proof/shows/${SHOW}/stream`);
    expect((await readerOfResourceLink(t.deps, stream, partsOf(friendLink.url))).id).toBe(people.friend.user.id);
  });
});
