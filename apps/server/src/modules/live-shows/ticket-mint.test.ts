import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { decodeFunctionData, encodeFunctionData, getAddress, parseEther, toHex, type HDAccount, type Hash } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { devAccounts, ticketNFTAbi } from "@wbe3/contracts";
import { liveShowTickets } from "@wbe3/db";
import {
  CONNECT_TO_MINT_TICKETS,
  liveShowAnswer,
  TICKET_MINT_FEE_WEI,
  type MeResponse,
  TICKET_SEAT_CLASS,
  type TicketMetadata,
} from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { createdShow, movedShow } from "../../test/live-shows.ts";
import { mintRequest, personOf, ticketedShow, type Person } from "../../test/show-tickets.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";
import { mintShowTickets, showTicketToken } from "./service.ts";

// Accounts of this file alone (ETH and WBE3 from global-setup): 135 the artist. Another artist is a
// fresh wallet of this run, given ETH for gas.
const artistKey = devAccounts(136)[135] as HDAccount;
const otherKey = privateKeyToAccount(generatePrivateKey()) as unknown as HDAccount;
const actors = chainActors([0]);

let t: TestApp;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
let artist: Person;
let other: Person;

const confirm = (who: Person, showId: string, txHash: string) =>
  call(who.cookie, "POST", `/api/shows/${showId}/tickets/confirm`, { txHash });
const refusal = async (answer: Promise<{ status: number; body: unknown }>) => {
  const res = await answer;
  return [res.status, errorOf(res).reason];
};
/** Sends `mintTicket(to, amount, uri)` from `from` paying the fee: a mint the server did not ask for. */
const mintDirectly = (from: HDAccount, args: { to: string; amount: number; uri: string }) =>
  wallets.sendCalls(from, [
    {
      to: t.deps.chain.contracts.TicketNFT,
      data: encodeFunctionData({
        abi: ticketNFTAbi,
        functionName: "mintTicket",
        args: [getAddress(args.to), BigInt(args.amount), args.uri],
      }),
      value: toHex(TICKET_MINT_FEE_WEI * BigInt(args.amount)),
    },
  ]);
const recordedRows = (showId: string) => t.db.select().from(liveShowTickets).where(eq(liveShowTickets.showId, showId));

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  artist = await personOf(t, artistKey, "artist");
  await actors.testClient.setBalance({ address: otherKey.address, value: parseEther("1") });
  other = await personOf(t, otherKey, "artist");
});
afterAll(() => t.close());

describe("asking to mint a show's tickets", () => {
  it("builds and stores the ticket metadata and answers mintTicket(artist, quantity, uri) paying 0.001 ETH each, with the marketplace's approval", async () => {
    const show = await ticketedShow(t, artist, { title: "Harbour Lights", openMic: true, timeZone: "America/New_York" });
    const request = await mintRequest(t, artist, show.id, 4);
    expect(request).toMatchObject({ showId: show.id, quantity: 4, uri: `ipfs://${request.metadataCid}` });
    expect(request.value).toBe((TICKET_MINT_FEE_WEI * 4n).toString());

    // The approval first, the mint last: the wallet's batch answers the last transaction, which the confirmation verifies.
    const [approval, mint] = request.calls.map((each) => ({
      to: each.to,
      value: BigInt(each.value),
      ...decodeFunctionData({ abi: ticketNFTAbi, data: each.data }),
    }));
    expect(mint).toEqual({
      to: t.deps.chain.contracts.TicketNFT,
      value: TICKET_MINT_FEE_WEI * 4n,
      functionName: "mintTicket",
      args: [getAddress(artistKey.address), 4n, request.uri],
    });
    expect(approval).toEqual({
      to: t.deps.chain.contracts.TicketNFT,
      value: 0n,
      functionName: "setApprovalForAll",
      args: [t.deps.chain.contracts.WBE3Marketplace, true],
    });

    const metadata = (await t.deps.contentStore.getJson(request.metadataCid)) as TicketMetadata;
    expect(metadata.name).toBe("Harbour Lights: Ticket");
    expect(metadata.attributes).toEqual(
      expect.arrayContaining([
        { trait_type: "Show", value: "Harbour Lights" },
        { trait_type: "Date", value: "2031-07-01 20:00 (America/New_York)" },
        { trait_type: "Venue", value: "Online: YouTube live stream" },
        { trait_type: "Seat class", value: TICKET_SEAT_CLASS },
        { trait_type: "Event", value: "Open Mic Night" },
      ]),
    );
    expect(metadata.properties).toMatchObject({ show: show.id, startsAt: show.eventAt, timeZone: "America/New_York", quantity: 4 });
    expect(metadata.external_url).toMatch(new RegExp(`/liveshows/${show.id}$`));
    expect((await t.request(`/ipfs/${request.metadataCid}`)).status).toBe(200);
  });

  it("refuses another artist, an unticketed show, more than its capacity, no tickets, a cancelled show and an unknown one", async () => {
    const show = await ticketedShow(t, artist, { capacity: 3 });
    const free = await createdShow(t, artist.cookie);
    const ask = (who: Person, showId: string, quantity: unknown) =>
      refusal(call(who.cookie, "POST", `/api/shows/${showId}/tickets`, { quantity }));
    expect(await ask(other, show.id, 1)).toEqual([403, "not_show_owner"]);
    expect(await ask(artist, free.id, 1)).toEqual([409, "not_ticketed"]);
    expect(await ask(artist, show.id, 4)).toEqual([400, "over_capacity"]);
    expect(await ask(artist, show.id, 0)).toEqual([400, "invalid_input"]);
    expect(await ask(artist, show.id, 1.5)).toEqual([400, "invalid_input"]);
    expect(await ask(artist, "7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f", 1)).toEqual([404, "show_not_found"]);
    // SPEC 8's message to an artist without a wallet.
    const me = ((await call(artist.cookie, "GET", "/api/auth/me")).body as MeResponse).user;
    if (!me) throw new Error("not signed in");
    await expect(mintShowTickets(t.deps, { ...me, walletAddress: null }, show.id, { quantity: 1 })).rejects.toMatchObject({
      reason: "wallet_needed",
      message: CONNECT_TO_MINT_TICKETS,
    });
    await movedShow(t, artist.cookie, show.id, "cancelled");
    expect(await ask(artist, show.id, 1)).toEqual([409, "show_closed"]);
  });

  it("keeps the show's capacity at the quantity asked for while the mint is not confirmed", async () => {
    const show = await ticketedShow(t, artist, { capacity: 6 });
    await mintRequest(t, artist, show.id, 5);
    expect(await refusal(call(artist.cookie, "PATCH", `/api/shows/${show.id}`, { capacity: 4 }))).toEqual([409, "over_capacity"]);
    // Asked again for fewer, it may shrink.
    await mintRequest(t, artist, show.id, 4);
    expect((await call(artist.cookie, "PATCH", `/api/shows/${show.id}`, { capacity: 4 })).status).toBe(200);
  });
});

describe("confirming a show's ticket mint", () => {
  it("records the token once, lists the tickets and answers the same to a confirm sent again or at once", async () => {
    const show = await ticketedShow(t, artist, { capacity: 5 });
    expect(await refusal(confirm(artist, show.id, `0x${"ab".repeat(32)}`))).toEqual([409, "tickets_not_requested"]);
    const request = await mintRequest(t, artist, show.id, 5);
    const mintTx = await wallets.sendCalls(artistKey, request.calls.slice(-1));
    const approval = await wallets.sendCalls(artistKey, [
      {
        to: t.deps.chain.contracts.TicketNFT,
        data: encodeFunctionData({
          abi: ticketNFTAbi,
          functionName: "setApprovalForAll",
          args: [t.deps.chain.contracts.WBE3Marketplace, true],
        }),
        value: toHex(0),
      },
    ]);
    // Not the approval: it minted nothing.
    expect(await refusal(confirm(artist, show.id, approval))).toEqual([400, "wrong_contract"]);
    expect(await refusal(confirm(other, show.id, mintTx))).toEqual([403, "not_show_owner"]);

    // Ten at once: on PostgreSQL one commits between another's reads, which must answer the same.
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(artist, show.id, mintTx)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const shows = answers.map((answer) => liveShowAnswer.parse(answer.body));
    expect(new Set(shows.map((each) => JSON.stringify(each.tickets))).size).toBe(1);
    expect(shows[0]).toMatchObject({ ticketsLeft: 5, tickets: { contract: t.deps.chain.contracts.TicketNFT.toLowerCase(), quantity: 5 } });
    expect(await recordedRows(show.id)).toHaveLength(1);
    const again = await confirm(artist, show.id, mintTx);
    expect(liveShowAnswer.parse(again.body).tickets).toEqual(shows[0]?.tickets);

    const token = await showTicketToken(t.db, show.id);
    const receipt = await t.deps.chain.client.getTransactionReceipt({ hash: mintTx });
    expect(token).toEqual({
      contract: shows[0]?.tickets?.contract,
      tokenId: BigInt(shows[0]?.tickets?.tokenId ?? -1),
      quantity: 5,
      mintBlock: receipt.blockNumber,
    });
    expect(await showTicketToken(t.db, "7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f")).toBeNull();

    // Once per show: a second mint is neither asked for nor recorded.
    expect(await refusal(call(artist.cookie, "POST", `/api/shows/${show.id}/tickets`, { quantity: 1 }))).toEqual([
      409,
      "tickets_already_minted",
    ]);
    const second = await mintDirectly(artistKey, { to: artistKey.address, amount: 5, uri: request.uri });
    expect(await refusal(confirm(artist, show.id, second))).toEqual([409, "tickets_already_minted"]);
    // …and a transaction recorded for this show is not another's.
    const next = await ticketedShow(t, artist);
    await mintRequest(t, artist, next.id, 1);
    expect(await refusal(confirm(artist, next.id, mintTx))).toEqual([409, "tx_for_other_show"]);
  });

  it("refuses another show's mint, a copied calldata sent by another wallet, tickets sent elsewhere and another number of them", async () => {
    const [first, second] = [await ticketedShow(t, artist), await ticketedShow(t, artist)];
    const [firstRequest, secondRequest] = [await mintRequest(t, artist, first.id, 2), await mintRequest(t, artist, second.id, 2)];
    // The artist approved the marketplace above: only the mint is asked now.
    expect(secondRequest.calls).toHaveLength(1);
    const firstTx = await wallets.sendCalls(artistKey, firstRequest.calls);
    expect(await refusal(confirm(artist, second.id, firstTx))).toEqual([400, "wrong_token"]);

    const copied: Hash = await wallets.sendCalls(otherKey, secondRequest.calls);
    expect(await refusal(confirm(artist, second.id, copied))).toEqual([400, "wrong_minter"]);
    const elsewhere = await mintDirectly(artistKey, { to: otherKey.address, amount: 2, uri: secondRequest.uri });
    expect(await refusal(confirm(artist, second.id, elsewhere))).toEqual([400, "wrong_receiver"]);
    const more = await mintDirectly(artistKey, { to: artistKey.address, amount: 3, uri: secondRequest.uri });
    expect(await refusal(confirm(artist, second.id, more))).toEqual([400, "wrong_amount"]);
    expect(await recordedRows(second.id)).toEqual([]);

    const right = await wallets.sendCalls(artistKey, secondRequest.calls);
    expect((await confirm(artist, second.id, right)).status).toBe(200);
    expect((await confirm(artist, first.id, firstTx)).status).toBe(200);
  });

  it("records tickets minted for a show cancelled meanwhile without selling them", async () => {
    const show = await ticketedShow(t, artist);
    const request = await mintRequest(t, artist, show.id, 2);
    const txHash = await wallets.sendCalls(artistKey, request.calls);
    await movedShow(t, artist.cookie, show.id, "cancelled");
    const answer = await confirm(artist, show.id, txHash);
    expect(answer.status).toBe(200);
    expect(liveShowAnswer.parse(answer.body)).toMatchObject({ ticketsLeft: null, tickets: { quantity: 2, listingId: null } });
  });
});
