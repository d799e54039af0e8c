import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEther, type HDAccount } from "viem";
import { devAccounts } from "@wbe3/contracts";
import {
  partnerSellerName,
  registerSellingArea,
  sellerListingsAnswer,
  sellerRevenueAnswer,
  type Checkout,
  type MarketplacePage,
  type SessionUser,
} from "@wbe3/domain";
import { apiCaller } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { mintingArtist } from "../../test/mint-flow.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";
import { listingsChanged, publishListing } from "./service.ts";

// A partner's area, registered as any selling area is (decision 0024), so a partner has something
// to list: viewings sold through the cart, nothing delivered on chain.
registerSellingArea({
  area: "sellers-viewings",
  categories: [{ id: "sellers-viewings", label: "Viewings", filter: true }],
  listingKinds: [
    { kind: "sellers-viewing", label: "Viewing", categories: ["sellers-viewings"], deliveries: ["none"], revenueSource: "sellers-door" },
  ],
  revenueSources: [{ id: "sellers-door", label: "Viewings sold" }],
});

// Accounts of this file alone: 115 is the partner who sells, 116 the fan who buys (both start with
// ETH and WBE3, see global-setup); 160 and 161 only sign in (another partner, an artist).
const ACCOUNTS = devAccounts(162);
const account = (index: 115 | 116 | 160 | 161) => ACCOUNTS[index] as HDAccount;
const actors = chainActors([115, 116]);
const PRICE = parseEther("3");
const FEE_BPS = 250n;

let t: TestApp;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
let partner: { cookie: string; user: SessionUser };
let otherPartnerCookie: string;
let fanCookie: string;
let artist: Awaited<ReturnType<typeof mintingArtist>>;
let listingId: string;

async function signIn(who: HDAccount, role: "fan" | "partner") {
  const signedIn = await signInWithWallet(t, who, role);
  if (!signedIn.body.user) throw new Error("no signed-in user");
  return { cookie: signedIn.cookie, user: signedIn.body.user };
}

const search = async (query: string) => (await call(null, "GET", `/api/marketplace?${query}`)).body as MarketplacePage;

beforeAll(async () => {
  t = await createTestApp();
  partner = await signIn(account(115), "partner");
  otherPartnerCookie = (await signIn(account(160), "partner")).cookie;
  fanCookie = (await signIn(account(116), "fan")).cookie;
  artist = await mintingArtist(t, account(161), "sellers.artist");
  await artist.preparedUpload("Artist Single");
  listingId = await publishListing(t.db, {
    kind: "sellers-viewing",
    category: "sellers-viewings",
    delivery: "none",
    seller: { id: partner.user.id, kind: "partner", name: partnerSellerName(partner.user) },
    title: "Harbor Loft Viewing",
    description: "A private viewing, Saturday at ten.",
    price: PRICE,
    imageUrl: null,
    sellerWallet: account(115).address,
    royaltyBps: 0,
    supplyCap: 5,
  });
  listingsChanged(t.db);
});
afterAll(() => t.close());

describe("a seller who is not an artist", () => {
  it("is named on the card with their kind, never by e-mail", async () => {
    const [item] = (await search("category=sellers-viewings")).items;
    const shortWallet = `${account(115).address.toLowerCase().slice(0, 6)}…${account(115).address.toLowerCase().slice(-4)}`;
    expect(item?.seller).toEqual({ id: partner.user.id, name: `Partner ${shortWallet}`, kind: "partner" });
    expect(partnerSellerName({ name: "Acme Events", walletAddress: null })).toBe("Acme Events");
  });

  it("sells through the cart, and sees the sale and the revenue; nobody else does", async () => {
    expect((await call(fanCookie, "POST", "/api/cart/items", { listingId })).status).toBe(200);
    const checkout = (await call(fanCookie, "POST", "/api/orders")).body as Checkout;
    const txHash = await wallets.sendCalls(account(116), checkout.calls);
    const confirmed = await call(fanCookie, "POST", `/api/orders/${checkout.orderId}/confirm`, { txHash });
    expect(confirmed.status).toBe(200);

    const sales = await call(partner.cookie, "GET", "/api/seller/listings");
    expect(sales.status).toBe(200);
    expect(sellerListingsAnswer.strict().parse(sales.body).listings).toEqual([
      expect.objectContaining({ id: listingId, title: "Harbor Loft Viewing", sold: 1, supply: 5, active: true }),
    ]);
    const received = (PRICE - (PRICE * FEE_BPS) / 10_000n).toString();
    const revenue = await call(partner.cookie, "GET", "/api/seller/revenue");
    expect(revenue.status).toBe(200);
    expect(sellerRevenueAnswer.strict().parse(revenue.body)).toMatchObject({
      total: received,
      bySource: [{ source: "sellers-door", amount: received }],
    });

    // Another partner and an artist see only their own: the partner's sale and money are not theirs.
    expect((await call(otherPartnerCookie, "GET", "/api/seller/listings")).body).toEqual({ listings: [] });
    expect((await call(otherPartnerCookie, "GET", "/api/seller/revenue")).body).toEqual({ total: "0", bySource: [], months: [] });
    const artistSales = sellerListingsAnswer.parse((await call(artist.cookie, "GET", "/api/seller/listings")).body);
    expect(artistSales.listings.map((listing) => listing.title)).toEqual(["Artist Single"]);
    expect((await call(artist.cookie, "GET", "/api/seller/revenue")).body).toEqual({ total: "0", bySource: [], months: [] });
  });

  it("lists an artist's work under the artist's name and account", async () => {
    const found = await search("q=artist%20single");
    const me = (await call(artist.cookie, "GET", "/api/auth/me")).body as { user: SessionUser };
    expect(found.items.map((item) => item.seller)).toEqual([{ id: me.user.id, name: "sellers.artist", kind: "artist" }]);
  });

  it("refuses a seller's views to visitors and fans", async () => {
    for (const path of ["/api/seller/listings", "/api/seller/revenue"]) {
      expect((await call(null, "GET", path)).status).toBe(401);
      expect((await call(fanCookie, "GET", path)).status).toBe(403);
    }
  });
});
