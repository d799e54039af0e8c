import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { parseAbi, parseUnits, type Address, type HDAccount } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { activityLogs, books, marketplaceListings } from "@wbe3/db";
import {
  bookReviewedAnswer,
  BOOK_SUBMITTED,
  bookSubmittedAnswer,
  PUBLISHING_MESSAGES,
  reviewQueueAnswer,
  type Checkout,
  type MarketplacePage,
  type Order,
  type ReviewItem,
} from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { bookSubmissions, WBE3 } from "../../test/book-submissions.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { PNG_1X1 } from "../../test/file-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";

// The admin's side of publishing (SPEC 9) and buying the books it approves. Accounts: 80 (the
// publishing artist) and 81 (an artist without publishing) only sign in here, publishing.test.ts
// sends from 80; of this file alone, 82 is the admin and 83 a fan who buys with its own WBE3.
const ACCOUNTS = devAccounts(90);
const account = (index: 80 | 81 | 82 | 83) => ACCOUNTS[index] as HDAccount;
const [author, locked, admin, reader] = [account(80), account(81), account(82), account(83)];
const actors = chainActors([0]);

let t: TestApp;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
const cookies = { author: "", locked: "", admin: "", reader: "" };
const { storeFile, bookFields, myBooks, submitted, unlockPaid } = bookSubmissions(
  () => t,
  () => cookies.author,
);
const review = (id: string, body: unknown, cookie = cookies.admin) => call(cookie, "POST", `/api/admin/reviews/${id}`, body);

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_WALLETS: admin.address } });
  const signedIn = await signInWithWallet(t, author, "artist");
  cookies.author = signedIn.cookie;
  cookies.locked = (await signInWithWallet(t, locked, "artist")).cookie;
  cookies.admin = (await signInWithWallet(t, admin, "fan")).cookie;
  cookies.reader = (await signInWithWallet(t, reader, "fan")).cookie;
  // The unlock as paid (its payment is tested in publishing.test.ts), and the profile books are listed under.
  await unlockPaid(signedIn.body.user?.id ?? "", author.address);
  expect((await call(cookies.author, "PUT", "/api/artist/profile", { username: "nia.reads", name: "Nia Reads" })).status).toBe(200);
});
afterAll(() => t.close());

describe("the admin review queue", () => {
  it("is for admins only", async () => {
    for (const cookie of [cookies.author, cookies.reader]) {
      expect((await call(cookie, "GET", "/api/admin/reviews")).status).toBe(403);
      expect((await call(cookie, "POST", `/api/admin/reviews/${crypto.randomUUID()}`, { decision: "approve" })).status).toBe(403);
    }
  });

  it("lists pending books oldest first with the artist's name and links to the file and the cover", async () => {
    const first = await submitted("First Come");
    const second = await submitted("Second Come");
    const queue = reviewQueueAnswer.parse((await call(cookies.admin, "GET", "/api/admin/reviews")).body).books;
    const ids = queue.map((book) => book.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const entry = queue.find((book) => book.id === first.id);
    expect(entry).toMatchObject({ artistName: "Nia Reads", artistUsername: "nia.reads", fileUrl: first.fileUrl, status: "pending" });
    // The manuscript is for the book's holders; its reviewer opens it with their session.
    const opened = await t.request(entry?.fileUrl ?? "", { headers: { cookie: cookies.admin } });
    expect([opened.status, opened.headers.get("content-type")]).toEqual([200, "application/pdf"]);
  });

  it("approves: the book is listed in the marketplace's Books (an edition minted to each buyer); never decided twice", async () => {
    const cover = await storeFile(cookies.author, PNG_1X1, "cover.png", "art");
    const book = await submitted("Listed Verses", { coverCid: cover.ipfsHash });
    const approved = await review(book.id, { decision: "approve" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const decided = bookReviewedAnswer.strict().parse(approved.body).book;
    expect(decided).toMatchObject({ id: book.id, status: "approved", reviewReason: null });
    expect(decided.listingId).not.toBeNull();

    const [listing] = await t.db
      .select()
      .from(marketplaceListings)
      .where(eq(marketplaceListings.id, decided.listingId ?? ""));
    expect(listing).toMatchObject({
      category: "books",
      delivery: "mint1155",
      uploadId: null,
      price: parseUnits("12.5", 18),
      imageUrl: `/ipfs/${cover.ipfsHash}`,
      sellerWallet: author.address.toLowerCase(),
      tags: ["poetry"],
    });
    const page = (await call(null, "GET", "/api/marketplace?category=books")).body as MarketplacePage;
    expect(page.items.find((item) => item.id === decided.listingId)).toMatchObject({
      title: "Listed Verses",
      seller: { name: "Nia Reads", kind: "artist" },
    });

    const again = await review(book.id, { decision: "reject", reason: "Changed my mind" });
    expect([again.status, errorOf(again).message]).toEqual([409, PUBLISHING_MESSAGES.alreadyReviewed]);
    expect((await myBooks()).find((b) => b.id === book.id)).toMatchObject({ status: "approved", listingId: decided.listingId });
    const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.action, "book_reviewed"));
    expect(logged.map((entry) => entry.details)).toContainEqual({ bookId: book.id, decision: "approve", listingId: decided.listingId });
  });

  it("decides once when two decisions arrive at once: one listing at most", async () => {
    const book = await submitted("Raced Book");
    const answers = await Promise.all([
      review(book.id, { decision: "approve" }),
      review(book.id, { decision: "approve" }),
      review(book.id, { decision: "reject", reason: "Too short" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const listings = await t.db.select().from(marketplaceListings).where(eq(marketplaceListings.title, "Raced Book"));
    const [row] = await t.db.select().from(books).where(eq(books.id, book.id));
    expect(listings).toHaveLength(row?.status === "approved" ? 1 : 0);
  });

  it("rejects with a reason the artist reads; the rejected book is resubmitted, pending again", async () => {
    const book = await submitted("Rough Draft");
    const noReason = await review(book.id, { decision: "reject", reason: " " });
    expect([noReason.status, errorOf(noReason).message]).toEqual([400, PUBLISHING_MESSAGES.reasonRequired]);
    expect((await review(book.id, { decision: "maybe" })).status).toBe(400);
    expect((await review(book.id, { decision: "reject", reason: "x".repeat(501) })).status).toBe(400);
    const pendingResubmit = await call(cookies.author, "PUT", `/api/artist/books/${book.id}`, await bookFields("Early Resubmit"));
    expect([pendingResubmit.status, errorOf(pendingResubmit).message]).toEqual([409, PUBLISHING_MESSAGES.onlyRejectedResubmitted]);

    const rejected = await review(book.id, { decision: "reject", reason: "The PDF is missing chapter two." });
    expect(rejected.status).toBe(200);
    expect((await myBooks()).find((b) => b.id === book.id)).toMatchObject({
      status: "rejected",
      reviewReason: "The PDF is missing chapter two.",
      listingId: null,
    });
    const queue = reviewQueueAnswer.parse((await call(cookies.admin, "GET", "/api/admin/reviews")).body).books;
    expect(queue.map((b: ReviewItem) => b.id)).not.toContain(book.id);

    const missing = await call(cookies.locked, "PUT", `/api/artist/books/${book.id}`, await bookFields("Hijack"));
    expect(missing.status).toBe(403); // the other artist has no publishing at all
    const fixed = await call(cookies.author, "PUT", `/api/artist/books/${book.id}`, await bookFields("Final Draft"));
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const resubmitted = bookSubmittedAnswer.strict().parse(fixed.body);
    expect(resubmitted).toMatchObject({
      message: BOOK_SUBMITTED,
      book: { id: book.id, title: "Final Draft", status: "pending", reviewReason: null },
    });
    const twice = await call(cookies.author, "PUT", `/api/artist/books/${book.id}`, await bookFields("Final Draft 2"));
    expect([twice.status, errorOf(twice).message]).toEqual([409, PUBLISHING_MESSAGES.onlyRejectedResubmitted]);
    const unknown = await call(cookies.author, "PUT", `/api/artist/books/${crypto.randomUUID()}`, await bookFields("Nobody's"));
    expect([unknown.status, errorOf(unknown).message]).toEqual([404, PUBLISHING_MESSAGES.noSuchBook]);
    const queueAgain = reviewQueueAnswer.parse((await call(cookies.admin, "GET", "/api/admin/reviews")).body).books;
    expect(queueAgain.map((b) => b.id)).toContain(book.id);
  });

  it("answers 404 for an unknown book", async () => {
    const unknown = await review(crypto.randomUUID(), { decision: "approve" });
    expect([unknown.status, errorOf(unknown).message]).toEqual([404, PUBLISHING_MESSAGES.noSuchBook]);
  });
});

describe("buying an approved book", () => {
  it("mints the buyer an edition whose metadata names the book and shows its cover", async () => {
    const cover = await storeFile(cookies.author, PNG_1X1, "cover.png", "art");
    const book = await submitted("Bought Book", { coverCid: cover.ipfsHash, price: "2", description: "A book to own." });
    const listingId = bookReviewedAnswer.parse((await review(book.id, { decision: "approve" })).body).book.listingId;
    expect((await call(cookies.reader, "POST", "/api/cart/items", { listingId })).status).toBe(200);
    const checkout = await call(cookies.reader, "POST", "/api/orders");
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    const order = checkout.body as Checkout;
    expect(order.total).toBe(WBE3("2"));
    const txHash = await wallets.sendCalls(reader, order.calls);
    const paid = await call(cookies.reader, "POST", `/api/orders/${order.orderId}/confirm`, { txHash });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const token = (paid.body as Order).items[0]?.token;
    expect(token).not.toBeNull();
    const uri = await t.deps.chain.client.readContract({
      address: token?.contract as Address,
      abi: parseAbi(["function uri(uint256) view returns (string)"]),
      functionName: "uri",
      args: [BigInt(token?.tokenId ?? "0")],
    });
    const metadata = (await (await t.request(`/ipfs/${uri.replace("ipfs://", "")}`)).json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({ name: "Bought Book", description: "A book to own.", image: `ipfs://${cover.ipfsHash}` });
  });
});
