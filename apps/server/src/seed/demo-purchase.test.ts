import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HDAccount } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { DEMO_BOOK, DEMO_TRACKS, type DemoMedia } from "@wbe3/db";
import type { Checkout, OwnedNftsResponse } from "@wbe3/domain";
import { apiCaller } from "../test/api-call.ts";
import { signInWithWallet } from "../test/auth-helpers.ts";
import { chainActors } from "../test/chain-actors.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { testWallets } from "../test/wallet-calls.ts";
import { seedDemoFiles } from "./seed-demo-files.ts";

// Issue 19, point 7: a fan who buys a seeded track or book gets something to play or read.
// Account 111 belongs to this file (it starts with ETH and WBE3, see global-setup.ts).
const fan = devAccounts(112)[111] as HDAccount;
const actors = chainActors([111]);
const [midnightFrequencies] = DEMO_TRACKS;

let t: TestApp;
let media: DemoMedia;
let cookie: string;
const call = apiCaller(() => t);
const { sendCalls } = testWallets(actors, () => t);

beforeAll(async () => {
  t = await createTestApp();
  media = await seedDemoFiles(t.db, t.deps.contentStore);
  cookie = (await signInWithWallet(t, fan)).cookie;
  for (const listingId of [midnightFrequencies.listingId, DEMO_BOOK.listingId]) {
    expect((await call(cookie, "POST", "/api/cart/items", { listingId })).status).toBe(200);
  }
  const checkout = (await call(cookie, "POST", "/api/orders")).body as Checkout;
  const txHash = await sendCalls(fan, checkout.calls);
  expect((await call(cookie, "POST", `/api/orders/${checkout.orderId}/confirm`, { txHash })).status).toBe(200);
});
afterAll(() => t.close());

describe("buying the demo items", () => {
  it("delivers the track as a token whose vault entry plays its file", async () => {
    const vault = (await call(null, "GET", `/api/wallets/${fan.address}/nfts`)).body as OwnedNftsResponse;
    const track = vault.nfts.find((nft) => nft.title === "Midnight Frequencies");
    expect(track).toMatchObject({
      category: "music",
      mediaUrl: `/ipfs/${media.tracks[0]?.fileCid}`,
      uploadId: midnightFrequencies.uploadId,
    });
    const audio = await t.request(track?.mediaUrl ?? "");
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-type")).toMatch(/^audio\//);
  });

  it("delivers the book as a token whose holder opens the manuscript (and nobody else)", async () => {
    const vault = (await call(null, "GET", `/api/wallets/${fan.address}/nfts`)).body as OwnedNftsResponse;
    expect(vault.nfts.map((nft) => nft.title)).toContain("Verses of the Hive");
    const book = await t.request(`/api/content/${media.book.fileCid}`, { headers: { cookie } });
    expect(book.status).toBe(200);
    expect(book.headers.get("content-type")).toBe("application/pdf");
    expect((await t.request(`/ipfs/${media.book.fileCid}`)).status).toBe(404);
  });
});
