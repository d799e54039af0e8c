import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseUnits, type HDAccount } from "viem";
import { eq } from "drizzle-orm";
import { devAccounts } from "@wbe3/contracts";
import { artists, marketplaceListings, users } from "@wbe3/db";
import {
  PRODUCT_CATEGORY_UNKNOWN,
  PRODUCT_IMAGE_URL,
  PRODUCT_NOT_FOUND,
  PRODUCT_REQUIRED_FIELDS,
  PRODUCT_WALLET_NEEDED,
  productStockRange,
  SHIPPING_ADDRESS_NEEDED,
  STORE_ORDER_NOT_FOUND,
  TIER_BENEFITS,
  TIER_MESSAGES,
  type ArtistStats,
  type Cart,
  type Checkout,
  type Order,
  type Product,
  type PublicProduct,
  type StoreOrders,
} from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { mintingArtist } from "../../test/mint-flow.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";

// Accounts of this file alone (each starts with WBE3, see global-setup): 70 sells (store.seller),
// 71 is another artist, 72 buys, 73 fills the tier's count, 74 has no wallet.
const ACCOUNTS = devAccounts(80);
const [sellerAccount, otherAccount, fanAccount, fullAccount, walletlessAccount] = [70, 71, 72, 73, 74].map((i) => ACCOUNTS[i]) as [
  HDAccount,
  HDAccount,
  HDAccount,
  HDAccount,
  HDAccount,
];
const actors = chainActors([0]);

let t: TestApp;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
let seller: string;
let other: string;
let fan: string;

const ADDRESS = { name: "Ada Fan", line1: "1 Main Street", city: "Lisbon", postalCode: "1000-001", country: "Portugal" };

async function created(cookie: string, body: Record<string, unknown>): Promise<Product> {
  const answer = await call(cookie, "POST", "/api/artist/products", body);
  if (answer.status !== 201) throw new Error(`create product: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as Product;
}

async function listingOf(product: Product) {
  const [row] = await t.db
    .select()
    .from(marketplaceListings)
    .where(eq(marketplaceListings.id, product.listingId ?? ""));
  if (!row) throw new Error("the product has no listing");
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  seller = (await mintingArtist(t, sellerAccount, "store.seller")).cookie;
  other = (await mintingArtist(t, otherAccount, "store.other")).cookie;
  fan = (await signInWithWallet(t, fanAccount)).cookie;
});
afterAll(() => t.close());

describe("POST /api/artist/products", () => {
  it("refuses a missing name or price with SPEC's message and bad fields with theirs, adding nothing", async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await call(seller, "POST", "/api/artist/products", body);
      expect(answer.status).toBe(400);
      return errorOf(answer).message;
    };
    expect(await refused({ price: "5" })).toBe(PRODUCT_REQUIRED_FIELDS);
    expect(await refused({ name: "  ", price: "5" })).toBe(PRODUCT_REQUIRED_FIELDS);
    expect(await refused({ name: "Tee" })).toBe(PRODUCT_REQUIRED_FIELDS);
    expect(await refused({ name: "Tee", price: "" })).toBe(PRODUCT_REQUIRED_FIELDS);
    expect(await refused({ name: "Tee", price: "5", category: "cars" })).toBe(PRODUCT_CATEGORY_UNKNOWN);
    for (const imageUrl of ["http://example.com/tee.png", "https://example.com/page.html", "javascript:alert(1)", "/ipfs/nope"]) {
      expect(await refused({ name: "Tee", price: "5", imageUrl })).toBe(PRODUCT_IMAGE_URL);
    }
    for (const price of ["-1", "1.234", "1e5", "1000000000000", "abc"]) {
      expect(await refused({ name: "Tee", price })).toMatch(/^Price must be/);
    }
    for (const stock of [-1, 100_001, 1.5, "", null, true]) {
      expect(await refused({ name: "Tee", price: "5", stock })).toBe(productStockRange(100_000));
    }
    expect((await call(seller, "GET", "/api/artist/products")).body).toEqual({ products: [] });
  });

  it("adds a product with its own physical listing (jewelry as jewelry, the rest as merch), for artists only", async () => {
    const tee = await created(seller, {
      name: "Tour Tee",
      price: "12.5",
      description: "Black, cotton",
      category: "clothing",
      imageUrl: "https://cdn.example.com/tee.PNG",
      stock: 3,
    });
    expect(tee).toMatchObject({
      name: "Tour Tee",
      price: parseUnits("12.5", 18).toString(),
      category: "clothing",
      imageUrl: "https://cdn.example.com/tee.PNG",
      status: "active",
      stockLeft: 3,
      sold: 0,
    });
    expect(await listingOf(tee)).toMatchObject({
      delivery: "physical",
      category: "merch",
      sellerWallet: sellerAccount.address.toLowerCase(),
      royaltyBps: 0,
      supplyCap: 3,
      sold: 0,
      active: true,
      title: "Tour Tee",
    });
    const ring = await created(seller, { name: "Silver Ring", price: "40", category: "jewelry", status: "draft", stock: "2" });
    expect(await listingOf(ring)).toMatchObject({ category: "jewelry", active: false, supplyCap: 2 });

    expect((await call(fan, "POST", "/api/artist/products", { name: "x", price: "1" })).status).toBe(403);
    expect((await call(null, "POST", "/api/artist/products", { name: "x", price: "1" })).status).toBe(401);
  });

  it("lists the artist's products newest first, with stock left and sold", async () => {
    const { products } = (await call(seller, "GET", "/api/artist/products")).body as { products: Product[] };
    expect(products.map((product) => [product.name, product.status, product.stockLeft])).toEqual([
      ["Silver Ring", "draft", 2],
      ["Tour Tee", "active", 3],
    ]);
    expect((await call(other, "GET", "/api/artist/products")).body).toEqual({ products: [] });
  });

  it("holds to the tier's product count (drafts count), however many arrive at once", async () => {
    const limit = TIER_BENEFITS.none.storeProducts;
    const full = (await mintingArtist(t, fullAccount, "store.full")).cookie;
    const answers = await Promise.all(
      Array.from({ length: limit + 2 }, (_, i) =>
        call(full, "POST", "/api/artist/products", { name: `Item ${i}`, price: "1", status: i === 0 ? "draft" : "active" }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(limit);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, errorOf(answer)])).toEqual(
      refused.map(() => [403, { code: "forbidden", reason: "forbidden", message: TIER_MESSAGES.productsLimit(limit) }]),
    );
    expect(((await call(full, "GET", "/api/artist/products")).body as { products: Product[] }).products).toHaveLength(limit);
  });

  it("refuses an artist without a wallet: buyers pay that wallet", async () => {
    const { cookie, body } = await signInWithWallet(t, walletlessAccount, "artist");
    expect((await call(cookie, "PUT", "/api/artist/profile", { username: "store.nowallet", name: "No Wallet" })).status).toBe(200);
    const userId = body.user?.id ?? "";
    await t.db.update(users).set({ email: "nowallet@example.com", walletAddress: null }).where(eq(users.id, userId));
    await t.db.update(artists).set({ walletAddress: null }).where(eq(artists.userId, userId));
    const answer = await call(cookie, "POST", "/api/artist/products", { name: "Cap", price: "3" });
    expect([answer.status, errorOf(answer).message]).toEqual([409, PRODUCT_WALLET_NEEDED]);
  });
});

describe("PATCH /api/artist/products/:id", () => {
  it("changes price, stock and status on the product and its listing; the same patch again leaves it as it is", async () => {
    const { products } = (await call(seller, "GET", "/api/artist/products")).body as { products: Product[] };
    const ring = products.find((product) => product.name === "Silver Ring") as Product;
    const patch = { price: "45.50", stock: 5, status: "active" };
    const first = await call(seller, "PATCH", `/api/artist/products/${ring.id}`, patch);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ price: parseUnits("45.5", 18).toString(), stockLeft: 5, status: "active" });
    const again = await call(seller, "PATCH", `/api/artist/products/${ring.id}`, patch);
    const { updatedAt: _first, ...firstRest } = first.body as Product;
    const { updatedAt: _again, ...againRest } = again.body as Product;
    expect(againRest).toEqual(firstRest);
    expect(await listingOf(ring)).toMatchObject({ price: parseUnits("45.5", 18), supplyCap: 5, active: true });

    // Stock 0 shows as sold out whatever was set, and takes the listing off sale.
    const none = (await call(seller, "PATCH", `/api/artist/products/${ring.id}`, { stock: 0 })).body as Product;
    expect([none.status, none.stockLeft]).toEqual(["sold_out", 0]);
    expect((await listingOf(ring)).active).toBe(false);
    expect(((await call(seller, "PATCH", `/api/artist/products/${ring.id}`, { stock: 100_000 })).body as Product).stockLeft).toBe(100_000);
    const tooMany = await call(seller, "PATCH", `/api/artist/products/${ring.id}`, { stock: 100_001 });
    expect([tooMany.status, errorOf(tooMany).message]).toEqual([400, productStockRange(100_000)]);
    const blank = await call(seller, "PATCH", `/api/artist/products/${ring.id}`, { name: "" });
    expect([blank.status, errorOf(blank).message]).toEqual([400, PRODUCT_REQUIRED_FIELDS]);
    await call(seller, "PATCH", `/api/artist/products/${ring.id}`, { stock: 2 });
  });

  it("changes only the artist's own products: another's is 404, a bad id 400", async () => {
    const { products } = (await call(seller, "GET", "/api/artist/products")).body as { products: Product[] };
    const tee = products.find((product) => product.name === "Tour Tee") as Product;
    const notTheirs = await call(other, "PATCH", `/api/artist/products/${tee.id}`, { price: "1" });
    expect([notTheirs.status, errorOf(notTheirs).message]).toEqual([404, PRODUCT_NOT_FOUND]);
    expect((await call(other, "PATCH", "/api/artist/products/6f1d7c5e-2b8a-4c1e-9a57-0d3c1f6b2aff", { price: "1" })).status).toBe(404);
    expect((await call(seller, "PATCH", "/api/artist/products/nope", { price: "1" })).status).toBe(400);
    expect((await call(fan, "PATCH", `/api/artist/products/${tee.id}`, { price: "1" })).status).toBe(403);
    expect(((await call(seller, "GET", "/api/artist/products")).body as { products: Product[] }).products).toContainEqual(tee);
  });
});

describe("GET /api/artists/:username/products", () => {
  it("shows visitors active and sold-out products with their listing, never drafts", async () => {
    const draft = await created(seller, { name: "Secret Scent", price: "9", category: "fragrance", status: "draft" });
    const shown = await call(null, "GET", "/api/artists/store.seller/products");
    expect(shown.status).toBe(200);
    const { products } = shown.body as { products: PublicProduct[] };
    expect(products.map((product) => [product.name, product.status, product.stockLeft])).toEqual([
      ["Silver Ring", "active", 2],
      ["Tour Tee", "active", 3],
    ]);
    expect(products.every((product) => product.listingId !== null)).toBe(true);
    expect(products.map((product) => product.id)).not.toContain(draft.id);
    expect((await call(null, "GET", "/api/artists/nobody.here/products")).status).toBe(404);
  });
});

describe("a store purchase", () => {
  it("ships to the buyer's address: stock drops, the order is the artist's to ship, and revenue counts it", async () => {
    const { products } = (await call(null, "GET", "/api/artists/store.seller/products")).body as { products: PublicProduct[] };
    const tee = products.find((product) => product.name === "Tour Tee") as PublicProduct;
    const added = await call(fan, "POST", "/api/cart/items", { listingId: tee.listingId, quantity: 2 });
    expect(added.status).toBe(200);
    expect((added.body as Cart).items[0]).toMatchObject({ ships: true, state: "ok", maxQuantity: 3, category: "merch" });

    const noAddress = await call(fan, "POST", "/api/orders");
    expect([noAddress.status, errorOf(noAddress).message]).toEqual([400, SHIPPING_ADDRESS_NEEDED]);
    const quoted = await call(fan, "POST", "/api/orders", { shippingAddress: ADDRESS });
    expect(quoted.status).toBe(201);
    const checkout = quoted.body as Checkout;
    expect(checkout.total).toBe((BigInt(tee.price) * 2n).toString());

    const before = await wallets.wbe3Of(sellerAccount.address);
    const txHash = await wallets.sendCalls(fanAccount, checkout.calls);
    const gained = (await wallets.wbe3Of(sellerAccount.address)) - before;
    expect(gained).toBeGreaterThan(0n);
    const confirmed = await call(fan, "POST", `/api/orders/${checkout.orderId}/confirm`, { txHash });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body as Order).toMatchObject({ status: "paid", items: [{ quantity: 2, token: null }] });

    const mine = ((await call(seller, "GET", "/api/artist/products")).body as { products: Product[] }).products;
    expect(mine.find((product) => product.id === tee.id)).toMatchObject({ stockLeft: 1, sold: 2, status: "active" });

    const toShip = (await call(seller, "GET", "/api/artist/store/orders")).body as StoreOrders;
    expect(toShip.lines).toHaveLength(1);
    expect(toShip.lines[0]).toMatchObject({
      orderId: checkout.orderId,
      productId: tee.id,
      product: "Tour Tee",
      quantity: 2,
      shippingAddress: { ...ADDRESS, line2: "", region: "" },
      shippedAt: null,
    });
    expect((await call(other, "GET", "/api/artist/store/orders")).body).toEqual({ lines: [] });

    const shipped = await call(seller, "POST", `/api/artist/store/orders/${checkout.orderId}/ship`);
    expect(shipped.status).toBe(200);
    expect((shipped.body as StoreOrders).lines[0]?.shippedAt).toEqual(expect.any(String));
    expect(await call(seller, "POST", `/api/artist/store/orders/${checkout.orderId}/ship`)).toEqual(shipped);
    const notTheirs = await call(other, "POST", `/api/artist/store/orders/${checkout.orderId}/ship`);
    expect([notTheirs.status, errorOf(notTheirs).message]).toEqual([404, STORE_ORDER_NOT_FOUND]);
    expect((await call(seller, "POST", "/api/artist/store/orders/nope/ship")).status).toBe(400);

    const stats = (await call(seller, "GET", "/api/artist/stats")).body as ArtistStats;
    expect(stats.revenue).toBe(gained.toString());
  });

  it("records a paid sale even when the artist lowered the stock after the buyer's quote", async () => {
    const poster = await created(other, { name: "Poster", price: "5", category: "other", stock: 2 });
    expect((await call(fan, "POST", "/api/cart/items", { listingId: poster.listingId, quantity: 2 })).status).toBe(200);
    const checkout = (await call(fan, "POST", "/api/orders", { shippingAddress: ADDRESS })).body as Checkout;
    expect((await call(other, "PATCH", `/api/artist/products/${poster.id}`, { stock: 1 })).status).toBe(200);
    const txHash = await wallets.sendCalls(fanAccount, checkout.calls);
    // The chain took the quoted two: the server records what was paid, and nothing is left.
    const confirmed = await call(fan, "POST", `/api/orders/${checkout.orderId}/confirm`, { txHash });
    expect(confirmed.status).toBe(200);
    const [mine] = ((await call(other, "GET", "/api/artist/products")).body as { products: Product[] }).products;
    expect(mine).toMatchObject({ id: poster.id, sold: 2, stockLeft: 0, status: "sold_out" });
    expect(((await call(other, "GET", "/api/artist/store/orders")).body as StoreOrders).lines).toHaveLength(1);
  });
});
