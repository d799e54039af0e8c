import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { parseAbi, parseEther, parseUnits, type Address, type HDAccount } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { activityLogs, books, marketplaceListings, orders, users } from "@wbe3/db";
import {
  bookReviewedAnswer,
  bookSubmittedAnswer,
  BOOK_SUBMITTED,
  COVER_MUST_BE_IMAGE,
  FILL_REQUIRED_FIELDS,
  myBooksAnswer,
  PUBLISHING_MESSAGES,
  reviewQueueAnswer,
  type Book,
  type BookSubmitted,
  type Checkout,
  type MarketplacePage,
  type MembershipView,
  type Order,
  type ReviewItem,
  type StoredFile,
} from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { postJson, sessionCookie, signInWithWallet } from "../../test/auth-helpers.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { formWith, PDF_BYTES, PNG_1X1 } from "../../test/file-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";

// Accounts of this file alone: 6 lends WBE3 (a seeded wallet no other test file sends from);
// 80 is the publishing artist, 81 an artist without publishing, 82 the admin, 83 a fan who buys.
const ACCOUNTS = devAccounts(90);
const account = (index: 6 | 80 | 81 | 82 | 83) => ACCOUNTS[index] as HDAccount;
const [bank, author, locked, admin, reader] = [account(6), account(80), account(81), account(82), account(83)];
const actors = chainActors([0]);

let t: TestApp;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
const cookies = { author: "", locked: "", admin: "", reader: "" };
const WBE3 = (whole: string) => parseUnits(whole, 18).toString();

/** A PDF whose bytes (and so CID) are unique to `label`. */
const pdf = (label: string) => Buffer.concat([PDF_BYTES, Buffer.from(`% ${label}\n`)]);

async function storeFile(cookie: string, bytes: Buffer, name: string, category: string): Promise<StoredFile> {
  const res = await t.request("/api/files", { method: "POST", headers: { cookie }, body: formWith(bytes, name, category) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as StoredFile;
}

/** A book's fields with a freshly stored PDF of the author's. */
async function bookFields(title: string, extra: Record<string, unknown> = {}) {
  const file = await storeFile(cookies.author, pdf(title), `${title}.pdf`, "books");
  return { title, authorName: "Nia Reads", genre: "poetry", description: "Verses.", price: "12.5", fileCid: file.ipfsHash, ...extra };
}

const submit = (cookie: string, body: unknown) => call(cookie, "POST", "/api/artist/books", body);
const review = (id: string, body: unknown, cookie = cookies.admin) => call(cookie, "POST", `/api/admin/reviews/${id}`, body);
const myBooks = async () => myBooksAnswer.parse((await call(cookies.author, "GET", "/api/artist/books")).body).books;

async function submitted(title: string, extra: Record<string, unknown> = {}): Promise<Book> {
  const answer = await submit(cookies.author, await bookFields(title, extra));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return bookSubmittedAnswer.strict().parse(answer.body).book;
}

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_WALLETS: admin.address } });
  for (const who of [author, reader]) {
    await actors.testClient.setBalance({ address: who.address, value: parseEther("10") });
    await wallets.lendWbe3(bank, who.address, "300");
  }
  cookies.author = (await signInWithWallet(t, author, "artist")).cookie;
  cookies.locked = (await signInWithWallet(t, locked, "artist")).cookie;
  cookies.admin = (await signInWithWallet(t, admin, "fan")).cookie;
  cookies.reader = (await signInWithWallet(t, reader, "fan")).cookie;
});
afterAll(() => t.close());

describe("publishing is locked", () => {
  it("refuses a book until Pro or the unlock, saying where to unlock, and stores nothing", async () => {
    await call(cookies.locked, "PUT", "/api/artist/profile", { username: "locked.writer", name: "Locked Writer" });
    const file = await storeFile(cookies.locked, pdf("locked"), "locked.pdf", "books");
    const body = { title: "Kept Back", authorName: "Locked Writer", genre: "fiction", price: "1", fileCid: file.ipfsHash };
    const refused = await submit(cookies.locked, body);
    expect([refused.status, errorOf(refused).message]).toEqual([403, PUBLISHING_MESSAGES.locked]);
    expect(await t.db.select().from(books).where(eq(books.title, "Kept Back"))).toEqual([]);
    expect((await call(cookies.locked, "GET", "/api/artist/books")).body).toEqual({ books: [] });
  });
});

describe("the publishing unlock, paid on chain", () => {
  it("costs 198 WBE3 and then allows publishing", async () => {
    const created = await call(cookies.author, "POST", "/api/artist/publishing/unlock");
    expect(created.status).toBe(201);
    const order = created.body as Checkout;
    expect(order.total).toBe(WBE3("198"));
    const txHash = await wallets.sendCalls(author, order.calls);
    const confirmed = await call(cookies.author, "POST", `/api/orders/${order.orderId}/confirm`, { txHash });
    expect(confirmed.status).toBe(200);
    expect((confirmed.body as Order).status).toBe("paid");
    const me = (await call(cookies.author, "GET", "/api/tiers/me")).body as MembershipView;
    expect(me.publishing).toMatchObject({ included: false, allowed: true });
  });
});

describe("submitting a book", () => {
  it("asks for the artist profile first", async () => {
    const noProfile = await submit(cookies.author, await bookFields("Too Early"));
    expect([noProfile.status, errorOf(noProfile).message]).toEqual([409, PUBLISHING_MESSAGES.profileNeeded]);
    const set = await call(cookies.author, "PUT", "/api/artist/profile", { username: "nia.reads", name: "Nia Reads" });
    expect(set.status).toBe(200);
  });

  it("requires title and author (SPEC 5), a known genre and a price", async () => {
    const fields = await bookFields("Checked");
    for (const missing of ["title", "authorName"] as const) {
      const answer = await submit(cookies.author, { ...fields, [missing]: "  " });
      expect([answer.status, errorOf(answer).message]).toEqual([400, FILL_REQUIRED_FIELDS]);
    }
    const noFile = await submit(cookies.author, { ...fields, fileCid: undefined });
    expect([noFile.status, errorOf(noFile).message]).toEqual([400, FILL_REQUIRED_FIELDS]);
    const genre = await submit(cookies.author, { ...fields, genre: "cookbook" });
    expect([genre.status, errorOf(genre).message]).toEqual([400, "Genre must be one of fiction, non-fiction, poetry, biography."]);
    const price = await submit(cookies.author, { ...fields, price: "1.234" });
    expect(price.status).toBe(400);
    expect(await t.db.select().from(books).where(eq(books.title, "Checked"))).toEqual([]);
  });

  it("takes only a book file (pdf, epub, txt) the artist sent, and an image as the cover", async () => {
    const image = await storeFile(cookies.author, PNG_1X1, "cover.png", "art");
    const notBook = await submit(cookies.author, { ...(await bookFields("Wrong Kind")), fileCid: image.ipfsHash });
    expect([notBook.status, errorOf(notBook).message]).toEqual([400, PUBLISHING_MESSAGES.fileNotBook]);

    const theirs = await storeFile(cookies.locked, pdf("someone else's"), "theirs.pdf", "books");
    const notYours = await submit(cookies.author, { ...(await bookFields("Not Mine")), fileCid: theirs.ipfsHash });
    expect([notYours.status, errorOf(notYours).message]).toEqual([403, PUBLISHING_MESSAGES.fileNotYours]);

    const fields = await bookFields("Bad Cover");
    const pdfCover = await submit(cookies.author, { ...fields, coverCid: fields.fileCid });
    expect([pdfCover.status, errorOf(pdfCover).message]).toEqual([400, COVER_MUST_BE_IMAGE]);

    const unknown = await submit(cookies.author, { ...fields, fileCid: `b${"a".repeat(58)}` });
    expect([unknown.status, errorOf(unknown).message]).toEqual([400, PUBLISHING_MESSAGES.fileNotBook]);
  });

  it("answers the book, pending, 'submitted for review'; the same file twice (even at once) is one book", async () => {
    const cover = await storeFile(cookies.author, PNG_1X1, "cover.png", "art");
    const text = await storeFile(cookies.author, Buffer.from("Chapter one.\nIt was a quiet night.\n"), "night.txt", "books");
    const body = {
      title: "Quiet Night",
      authorName: "Nia Reads",
      genre: "fiction",
      price: "3",
      fileCid: text.ipfsHash,
      coverCid: cover.ipfsHash,
    };
    const answers = await Promise.all([submit(cookies.author, body), submit(cookies.author, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const [created, refused] = [answers.find((a) => a.status === 201), answers.find((a) => a.status === 409)];
    if (!created || !refused) throw new Error("expected one book and one refusal");
    expect(errorOf(refused).message).toBe(PUBLISHING_MESSAGES.alreadySubmitted);
    const { book: createdBook, message } = created.body as BookSubmitted;
    expect(message).toBe(BOOK_SUBMITTED);
    expect(createdBook).toMatchObject({
      title: "Quiet Night",
      authorName: "Nia Reads",
      genre: "fiction",
      price: WBE3("3"),
      fileUrl: `/ipfs/${text.ipfsHash}`,
      coverUrl: `/ipfs/${cover.ipfsHash}`,
      status: "pending",
      reviewReason: null,
      listingId: null,
    });
    expect((await myBooks()).find((book) => book.id === createdBook.id)).toEqual(createdBook);
    const [activity] = await t.db.select().from(activityLogs).where(eq(activityLogs.action, "book_submitted"));
    expect(activity?.details).toMatchObject({ bookId: createdBook.id, resubmitted: false });
  });
});

describe("an artist without a wallet", () => {
  it("is asked to link one before submitting: buyers pay the book to it", async () => {
    const signup = await postJson(t, "/api/auth/signup", {
      email: "no.wallet.writer@example.com",
      password: "correct horse battery",
      name: "Ink Only",
      role: "artist",
    });
    expect(signup.status).toBe(201);
    const cookie = sessionCookie(signup);
    expect((await call(cookie, "PUT", "/api/artist/profile", { username: "ink.only", name: "Ink Only" })).status).toBe(200);
    // The unlock as paid (its payment is tested above): recorded directly, this account has no wallet to pay with.
    const [user] = await t.db.select().from(users).where(eq(users.email, "no.wallet.writer@example.com"));
    await t.db.insert(orders).values({
      userId: user?.id ?? "",
      kind: "publishing_unlock",
      status: "paid",
      total: parseUnits("198", 18),
      expiresAt: new Date(Date.now() + 60_000),
      payee: author.address.toLowerCase(),
      chainId: t.deps.chain.chainId,
      txHash: `0x${"ab".repeat(32)}`,
      paidAt: new Date(),
    });
    const file = await storeFile(cookie, pdf("no wallet"), "ink.pdf", "books");
    const refused = await submit(cookie, { title: "Ink", authorName: "Ink Only", genre: "poetry", price: "1", fileCid: file.ipfsHash });
    expect([refused.status, errorOf(refused).message]).toEqual([409, PUBLISHING_MESSAGES.walletNeeded]);
  });
});

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
    const opened = await t.request(entry?.fileUrl ?? "");
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
    expect(page.items.find((item) => item.id === decided.listingId)).toMatchObject({ title: "Listed Verses", artist: "Nia Reads" });

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
