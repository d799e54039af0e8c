import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { parseUnits, type HDAccount } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { artists, books, orders, users } from "@wbe3/db";
import { PUBLISHING_MESSAGES, bookSubmittedAnswer, type Book, type StoredFile } from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { formWith, PDF_BYTES } from "../../test/file-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { decideBook } from "./repo.ts";

// A book is decided once (SPEC 9): a second decision is refused, whatever it is and whatever
// changed since, and the repository itself never overwrites a decision. Accounts of this file
// alone (sign-in only, see chain-actors.ts): 84 publishes, 85 is the admin.
const ACCOUNTS = devAccounts(86);
const [authorAccount, adminAccount] = [ACCOUNTS[84], ACCOUNTS[85]] as [HDAccount, HDAccount];

let t: TestApp;
const call = apiCaller(() => t);
const cookies = { author: "", admin: "" };
let authorId = "";

async function submitted(title: string): Promise<Book> {
  const bytes = Buffer.concat([PDF_BYTES, Buffer.from(`% ${title}\n`)]);
  const stored = await t.request("/api/files", {
    method: "POST",
    headers: { cookie: cookies.author },
    body: formWith(bytes, `${title}.pdf`, "books"),
  });
  expect(stored.status).toBe(201);
  const { ipfsHash } = (await stored.json()) as StoredFile;
  const body = { title, authorName: "Once Only", genre: "poetry", price: "3", fileCid: ipfsHash };
  const answer = await call(cookies.author, "POST", "/api/artist/books", body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return bookSubmittedAnswer.parse(answer.body).book;
}

const review = (id: string, body: unknown) => call(cookies.admin, "POST", `/api/admin/reviews/${id}`, body);
const statusOf = async (id: string) => (await t.db.select().from(books).where(eq(books.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ADMIN_WALLETS: adminAccount.address } });
  const { cookie, body } = await signInWithWallet(t, authorAccount, "artist");
  cookies.author = cookie;
  authorId = body.user?.id ?? "";
  cookies.admin = (await signInWithWallet(t, adminAccount, "fan")).cookie;
  expect((await call(cookies.author, "PUT", "/api/artist/profile", { username: "once.only", name: "Once Only" })).status).toBe(200);
  // The unlock as paid (its payment is tested in publishing.test.ts): publishing is open.
  await t.db.insert(orders).values({
    userId: authorId,
    kind: "publishing_unlock",
    status: "paid",
    total: parseUnits("198", 18),
    expiresAt: new Date(Date.now() + 60_000),
    payee: adminAccount.address.toLowerCase(),
    chainId: t.deps.chain.chainId,
    txHash: `0x${"e1".repeat(32)}`,
    paidAt: new Date(),
  });
});
afterAll(() => t.close());

describe("a decided book", () => {
  it("is not reviewed again: an approved one stays approved, a rejected one rejected", async () => {
    const approved = await submitted("Approved Once");
    expect((await review(approved.id, { decision: "approve" })).status).toBe(200);
    const rejectLater = await review(approved.id, { decision: "reject", reason: "Second thoughts" });
    expect([rejectLater.status, errorOf(rejectLater).message]).toEqual([409, PUBLISHING_MESSAGES.alreadyReviewed]);
    expect(await statusOf(approved.id)).toMatchObject({ status: "approved", reviewReason: null });

    const rejected = await submitted("Rejected Once");
    expect((await review(rejected.id, { decision: "reject", reason: "Missing pages" })).status).toBe(200);
    const approveLater = await review(rejected.id, { decision: "approve" });
    expect([approveLater.status, errorOf(approveLater).message]).toEqual([409, PUBLISHING_MESSAGES.alreadyReviewed]);
    expect(await statusOf(rejected.id)).toMatchObject({ status: "rejected", reviewReason: "Missing pages", listingId: null });
  });

  it("is refused as already reviewed before anything else is looked at, even a seller wallet gone since", async () => {
    const rejected = await submitted("Walletless Later");
    expect((await review(rejected.id, { decision: "reject", reason: "Blurry cover" })).status).toBe(200);
    const [artist] = await t.db.select().from(artists).where(eq(artists.userId, authorId));
    // An account keeps an identity: an e-mail stands in for the wallet it unlinked.
    await t.db.update(users).set({ walletAddress: null, email: "once.only@example.com" }).where(eq(users.id, authorId));
    await t.db.update(artists).set({ walletAddress: null }).where(eq(artists.userId, authorId));
    try {
      const again = await review(rejected.id, { decision: "approve" });
      expect([again.status, errorOf(again).message]).toEqual([409, PUBLISHING_MESSAGES.alreadyReviewed]);
    } finally {
      await t.db.update(users).set({ walletAddress: authorAccount.address.toLowerCase(), email: null }).where(eq(users.id, authorId));
      await t.db
        .update(artists)
        .set({ walletAddress: artist?.walletAddress ?? null })
        .where(eq(artists.userId, authorId));
    }
  });

  it("is never overwritten by the repository, whoever asks: nothing runs alongside", async () => {
    const book = await submitted("Decided In The Repo");
    expect((await review(book.id, { decision: "approve" })).status).toBe(200);
    const before = await statusOf(book.id);
    let ran = false;
    const decided = await decideBook(t.db, book.id, { status: "rejected", reviewReason: "Overwrite", reviewedBy: authorId }, () => {
      ran = true;
      return Promise.resolve(null);
    });
    expect(decided).toBeNull();
    expect(ran).toBe(false);
    expect(await statusOf(book.id)).toEqual(before);
  });
});
