import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeFunctionData, getAddress, toHex, type HDAccount } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { devAccounts, ticketNFTAbi } from "@wbe3/contracts";
import {
  CONTENT_LINK_TTL_SECONDS,
  liveShowAnswer,
  showFilesAnswer,
  showWatchAnswer,
  type OwnedNftsResponse,
  type StoredFile,
} from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { formWith, PNG_1X1 } from "../../test/file-fixtures.ts";
import { createdShow } from "../../test/live-shows.ts";
import { boughtTickets, freshFan, mintedShow, personOf, ticketedShow, type Person } from "../../test/show-tickets.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";

// Accounts of this file alone (ETH and WBE3 from global-setup): 141 the artist, 142 the fan (and
// the bank of the fresh friend a ticket is resold to).
const ACCOUNTS = devAccounts(143);
const [artistKey, fanKey] = [141, 142].map((index) => ACCOUNTS[index] as HDAccount) as [HDAccount, HDAccount];
const actors = chainActors([0]);
const EMBED = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";

let t: TestApp;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
let artist: Person;
let fan: Person;
let stranger: Person;
let ticketed: { id: string; tokenId: bigint; listingId: string };

const watch = (who: Person | null, showId: string) => call(who?.cookie ?? null, "GET", `/api/shows/${showId}/watch`);
const refusal = async (answer: Promise<{ status: number; body: unknown }>) => {
  const res = await answer;
  return [res.status, errorOf(res).reason];
};
/** Opens a signed stream link as a browser element does: no cookie, no redirect followed. */
const follow = (url: string) => t.request(url, { redirect: "manual" });
const reasonOf = async (res: Response) => ((await res.json()) as { error: { reason: string } }).error.reason;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  artist = await personOf(t, artistKey, "artist");
  fan = await personOf(t, fanKey, "fan");
  stranger = await freshFan(t, actors, wallets, fanKey);
  const show = await ticketedShow(t, artist, { title: "Holders Night" });
  const minted = await mintedShow(t, wallets, artist, show.id, 4);
  if (!minted.tickets?.listingId) throw new Error("the tickets were not listed");
  ticketed = { id: show.id, tokenId: BigInt(minted.tickets.tokenId), listingId: minted.tickets.listingId };
  await boughtTickets(t, wallets, fan, ticketed.listingId, 2);
}, 120_000);
afterAll(() => t.close());

describe("a show's stream", () => {
  it("is public for a free show: its answer carries the link and /watch the player URL, to anyone", async () => {
    const youtube = await createdShow(t, artist.cookie);
    expect(liveShowAnswer.parse((await call(null, "GET", `/api/shows/${youtube.id}`)).body).stream.url).toBe(youtube.stream.url);
    expect(showWatchAnswer.parse((await watch(null, youtube.id)).body)).toEqual({ player: "youtube", url: EMBED, expiresAt: null });
    const twitch = await createdShow(t, artist.cookie, { streamType: "twitch", streamUrl: "https://www.twitch.tv/novareign" });
    expect(showWatchAnswer.parse((await watch(stranger, twitch.id)).body)).toEqual({
      player: "twitch",
      url: "https://player.twitch.tv/?channel=novareign&parent=localhost&autoplay=false",
      expiresAt: null,
    });
    const rtmp = await createdShow(t, artist.cookie, {
      streamType: "rtmp",
      streamUrl: null,
      rtmpIngestUrl: "rtmp://ingest.example/live",
      rtmpStreamKey: "key-1",
    });
    expect(await refusal(watch(null, rtmp.id))).toEqual([404, "no_stream"]);
    const hls = "https://cdn.example.com/nova/index.m3u8";
    const played = await createdShow(t, artist.cookie, {
      streamType: "rtmp",
      streamUrl: null,
      rtmpIngestUrl: "rtmp://ingest.example/live",
      rtmpStreamKey: "key-2",
      hlsUrl: hls,
    });
    expect(showWatchAnswer.parse((await watch(null, played.id)).body)).toEqual({ player: "hls", url: hls, expiresAt: null });
    // Its stream needs no signed link, and tells the player nothing of the page it came from.
    const free = await follow(`/api/shows/${youtube.id}/stream`);
    expect([free.status, free.headers.get("location"), free.headers.get("referrer-policy")]).toEqual([302, EMBED, "no-referrer"]);
  });

  it("opens to no one once a free show is cancelled", async () => {
    const show = await createdShow(t, artist.cookie);
    expect((await call(artist.cookie, "PATCH", `/api/shows/${show.id}`, { status: "cancelled" })).status).toBe(200);
    expect(await refusal(watch(null, show.id))).toEqual([403, "show_cancelled"]);
    const stream = await follow(`/api/shows/${show.id}/stream`);
    expect([stream.status, await reasonOf(stream)]).toEqual([403, "show_cancelled"]);
  });

  it("opens to its artist before any ticket is minted", async () => {
    const show = await ticketedShow(t, artist, { title: "Not Minted Yet" });
    const answer = showWatchAnswer.parse((await watch(artist, show.id)).body);
    expect(answer).toMatchObject({ player: "youtube", url: expect.stringMatching(/^\/api\/shows\/.+\/stream\?/) as unknown });
    expect(await refusal(watch(fan, show.id))).toEqual([403, "not_holder"]);
  });

  it("is left out of a ticketed show's answer for all but its artist", async () => {
    for (const who of [null, fan, stranger]) {
      expect(liveShowAnswer.parse((await call(who?.cookie ?? null, "GET", `/api/shows/${ticketed.id}`)).body).stream).toMatchObject({
        url: null,
        hlsUrl: null,
      });
    }
    const list = liveShowAnswer.array().parse(((await call(null, "GET", "/api/shows?limit=50")).body as { shows: unknown[] }).shows);
    expect(list.find((each) => each.id === ticketed.id)?.stream.url).toBeNull();
    expect(liveShowAnswer.parse((await call(artist.cookie, "GET", `/api/shows/${ticketed.id}`)).body).stream.url).toMatch(/youtube/);
  });

  it("is a short-lived signed link for a ticketed show's holder and artist, refused to a visitor and a non-holder", async () => {
    expect(await refusal(watch(null, ticketed.id))).toEqual([401, "unauthorized"]);
    expect(await refusal(watch(stranger, ticketed.id))).toEqual([403, "not_holder"]);
    expect(await refusal(watch(fan, "00000000-0000-4000-8000-000000000000"))).toEqual([404, "show_not_found"]);
    for (const who of [fan, artist]) {
      const answer = showWatchAnswer.parse((await watch(who, ticketed.id)).body);
      expect(answer.player).toBe("youtube");
      expect(answer.url).toMatch(new RegExp(`^/api/shows/${ticketed.id}/stream\\?expires=\\d+&user=[0-9a-f-]+&sig=[0-9a-f]{64}$`));
      expect(Date.parse(answer.expiresAt ?? "") - Date.now()).toBeLessThanOrEqual(CONTENT_LINK_TTL_SECONDS * 1000);
      const opened = await follow(answer.url);
      const headers = ["location", "cache-control", "referrer-policy"].map((name) => opened.headers.get(name));
      expect([opened.status, ...headers]).toEqual([302, EMBED, "no-store", "no-referrer"]);
    }
    const link = showWatchAnswer.parse((await watch(fan, ticketed.id)).body).url;
    const tampered = await follow(link.replace(/sig=[0-9a-f]{4}/, "sig=0000"));
    expect([tampered.status, await reasonOf(tampered)]).toEqual([403, "link_invalid"]);
    const bare = await follow(`/api/shows/${ticketed.id}/stream`);
    expect([bare.status, await reasonOf(bare)]).toEqual([403, "link_invalid"]);
  });

  it("opens the show's files to its holders only, and lists the ticket in the holder's vault with a check-in", async () => {
    const stored = await t.request("/api/files", {
      method: "POST",
      headers: { cookie: artist.cookie },
      body: formWith(Buffer.concat([PNG_1X1, Buffer.from("setlist")]), "setlist.png", "art"),
    });
    expect(stored.status).toBe(201);
    const { ipfsHash: cid } = (await stored.json()) as StoredFile;
    const kept = await call(artist.cookie, "POST", `/api/shows/${ticketed.id}/files`, { cid });
    expect(kept.status).toBe(201);
    expect(showFilesAnswer.parse(kept.body).files).toEqual([{ cid, url: `/api/content/${cid}` }]);
    expect((await t.request(`/ipfs/${cid}`)).status).toBe(404);
    const open = (who: Person) => t.request(`/api/content/${cid}`, { headers: { cookie: who.cookie } });
    expect((await open(fan)).status).toBe(200);
    const refused = await open(stranger);
    expect([refused.status, await reasonOf(refused)]).toEqual([403, "not_holder"]);
    expect((await call(fan.cookie, "GET", `/api/shows/${ticketed.id}/files`)).status).toBe(200);
    expect(await refusal(call(stranger.cookie, "GET", `/api/shows/${ticketed.id}/files`))).toEqual([403, "not_holder"]);
    // Only a file the artist stored themselves.
    const theirs = await t.request("/api/files", {
      method: "POST",
      headers: { cookie: (await personOf(t, privateKeyToAccount(generatePrivateKey()), "artist")).cookie },
      body: formWith(Buffer.concat([PNG_1X1, Buffer.from("not the artist's")]), "other.png", "art"),
    });
    const other = ((await theirs.json()) as StoredFile).ipfsHash;
    expect(await refusal(call(artist.cookie, "POST", `/api/shows/${ticketed.id}/files`, { cid: other }))).toEqual([403, "file_not_yours"]);

    const vault = (await call(null, "GET", `/api/wallets/${fanKey.address}/nfts`)).body as OwnedNftsResponse;
    const ticket = vault.nfts.find((nft) => nft.tokenId === ticketed.tokenId.toString());
    expect(ticket).toMatchObject({ category: "ticket", title: "Holders Night", content: { actions: ["check_in"] } });
  });

  it("moves with a resold ticket: a link made before the sale stops working, the new holder watches", async () => {
    const friend = await freshFan(t, actors, wallets, fanKey);
    const before = showWatchAnswer.parse((await watch(fan, ticketed.id)).body).url;
    const transfer = encodeFunctionData({
      abi: ticketNFTAbi,
      functionName: "safeTransferFrom",
      args: [getAddress(fanKey.address), getAddress(friend.key.address), ticketed.tokenId, 2n, "0x"],
    });
    await wallets.sendCalls(fanKey, [{ to: t.deps.chain.contracts.TicketNFT, data: transfer, value: toHex(0) }]);

    const stale = await follow(before);
    expect([stale.status, await reasonOf(stale)]).toEqual([403, "not_holder"]);
    expect(await refusal(watch(fan, ticketed.id))).toEqual([403, "not_holder"]);
    const after = showWatchAnswer.parse((await watch(friend, ticketed.id)).body);
    expect((await follow(after.url)).status).toBe(302);
    const mine = (await call(friend.cookie, "GET", "/api/shows/mine/tickets")).body as { tickets: { showId: string; units: number }[] };
    expect(mine.tickets).toEqual([expect.objectContaining({ showId: ticketed.id, units: 2 })]);
  });
});
