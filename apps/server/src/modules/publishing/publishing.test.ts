import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { parseEther, type HDAccount } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { activityLogs, books, users } from "@wbe3/db";
import {
  BOOK_SUBMITTED,
  COVER_MUST_BE_IMAGE,
  FILL_REQUIRED_FIELDS,
  PUBLISHING_MESSAGES,
  type BookSubmitted,
  type Checkout,
  type MembershipView,
  type Order,
} from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { postJson, sessionCookie, signInWithWallet } from "../../test/auth-helpers.ts";
import { bookSubmissions, pdf, WBE3 } from "../../test/book-submissions.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { PNG_1X1 } from "../../test/file-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";

// The artist's side of publishing; the admin's review and buying a book are in review-queue.test.ts.
// Accounts of this file alone: 6 lends WBE3 (a seeded wallet no other test file sends from);
// 80 is the publishing artist, 81 an artist without publishing (review-queue.test.ts signs them
// in too, but sends nothing from them).
const ACCOUNTS = devAccounts(90);
const account = (index: 6 | 80 | 81) => ACCOUNTS[index] as HDAccount;
const [bank, author, locked] = [account(6), account(80), account(81)];
const actors = chainActors([0]);

let t: TestApp;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
const cookies = { author: "", locked: "" };
const { storeFile, bookFields, submit, myBooks, unlockPaid } = bookSubmissions(
  () => t,
  () => cookies.author,
);

beforeAll(async () => {
  t = await createTestApp();
  await actors.testClient.setBalance({ address: author.address, value: parseEther("10") });
  await wallets.lendWbe3(bank, author.address, "300");
  cookies.author = (await signInWithWallet(t, author, "artist")).cookie;
  cookies.locked = (await signInWithWallet(t, locked, "artist")).cookie;
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
      fileUrl: `/api/content/${text.ipfsHash}`,
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
    await unlockPaid(user?.id ?? "", author.address);
    const file = await storeFile(cookie, pdf("no wallet"), "ink.pdf", "books");
    const refused = await submit(cookie, { title: "Ink", authorName: "Ink Only", genre: "poetry", price: "1", fileCid: file.ipfsHash });
    expect([refused.status, errorOf(refused).message]).toEqual([409, PUBLISHING_MESSAGES.walletNeeded]);
  });
});
