import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { parseUnits } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { books, fileClaims, orders, storedFiles } from "@wbe3/db";
import { BOOK_HOLDERS_ACCESS, CID_TAKEN } from "@wbe3/domain";
import { errorOf, type ApiAnswer } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { bookSubmissions } from "../../test/book-submissions.ts";
import { formWith } from "../../test/file-fixtures.ts";
import { gatedBooks } from "../../test/gated-books.ts";
import { makePdf } from "../../test/pdf-fixtures.ts";
import { setFileAccess } from "./service.ts";

// Issue 24, point 9: the first-publisher rule covers every sold file, whatever area sells it. The
// attack: another artist sends the bytes of a published book (same CID), publishes them as their
// own book (or work) at a lower price, and its buyers open the original author's book.
let world: Awaited<ReturnType<typeof gatedBooks>>;
const copier = { cookie: "", id: "" };
let copying: ReturnType<typeof bookSubmissions>;

beforeAll(async () => {
  world = await gatedBooks();
  const signedIn = await signInWithWallet(world.t, privateKeyToAccount(generatePrivateKey()), "artist");
  Object.assign(copier, { cookie: signedIn.cookie, id: signedIn.body.user?.id ?? "" });
  copying = bookSubmissions(
    () => world.t,
    () => copier.cookie,
  );
  // The publishing unlock, paid (as book-submissions.ts records it, under a transaction of its own).
  await world.t.db.insert(orders).values({
    userId: copier.id,
    kind: "publishing_unlock",
    status: "paid",
    total: parseUnits("198", 18),
    expiresAt: new Date(Date.now() + 60_000),
    payee: (signedIn.body.user?.walletAddress ?? "").toLowerCase(),
    chainId: world.t.deps.chain.chainId,
    txHash: `0x${"cd".repeat(32)}`,
    paidAt: new Date(),
  });
  expect((await world.call(copier.cookie, "PUT", "/api/artist/profile", { username: "copy.cat", name: "Copy Cat" })).status).toBe(200);
  // Seven accounts signed in on a shared machine: more than the default minute at busy times.
}, 180_000);
afterAll(() => world.t.close());

const send = (cookie: string, bytes: Buffer, name: string, kind: string) =>
  world.t.request("/api/files", { method: "POST", headers: { cookie }, body: formWith(bytes, name, kind) });
const bookOf = (fileCid: string, title = "Cheaper Copy") => ({ title, authorName: "Copy Cat", genre: "poetry", price: "1", fileCid });

function takenRefusal(answer: ApiAnswer): void {
  expect([answer.status, errorOf(answer)]).toEqual([409, { code: "conflict", reason: "cid_taken", message: CID_TAKEN }]);
}

describe("the first-publisher rule for books", () => {
  it("refuses another artist the bytes of a published book: not stored, not submitted, not published as a work", async () => {
    const held = await world.heldBook("Original Verse", world.holder);
    const resent = await send(copier.cookie, held.bytes, "copy.pdf", "books");
    expect(resent.status).toBe(409);
    expect(((await resent.json()) as { error: { reason: string } }).error.reason).toBe("cid_taken");
    // The refused send did not make the copier one of its uploaders, so nothing of theirs names it.
    const submitted = await copying.submit(copier.cookie, bookOf(held.book.fileCid));
    expect(submitted.status).toBe(403);
    expect(await world.t.db.select().from(books).where(eq(books.title, "Cheaper Copy"))).toEqual([]);
  });

  it("refuses the copy of an artist who sent the bytes before the author submitted them, on PGlite and PostgreSQL alike", async () => {
    const bytes = await makePdf("Early Leak");
    const leaked = await send(copier.cookie, bytes, "leak.pdf", "books");
    expect(leaked.status).toBe(201);
    const original = await world.pendingBook("Early Leak", bytes);

    takenRefusal(await copying.submit(copier.cookie, bookOf(original.book.fileCid, "Early Leak, cheaper")));
    const asWork = await world.call(copier.cookie, "POST", "/api/uploads", {
      category: "books",
      title: "Early Leak as a work",
      price: "1",
      fileCid: original.book.fileCid,
    });
    takenRefusal(asWork);
    // The manuscript stays the author's and gated by its book's rule; one claim, theirs.
    expect(await world.t.db.select().from(fileClaims).where(eq(fileClaims.cid, original.book.fileCid))).toEqual([
      expect.objectContaining({ userId: world.authorId, area: "publishing" }),
    ]);
    const [row] = await world.t.db.select().from(storedFiles).where(eq(storedFiles.cid, original.book.fileCid));
    expect(row?.access).toBe(BOOK_HOLDERS_ACCESS);
    expect(await world.t.db.select().from(books).where(eq(books.title, "Early Leak, cheaper"))).toEqual([]);
  });

  it("refuses a book made of the bytes of another artist's published work", async () => {
    const bytes = await makePdf("Work First");
    expect((await send(copier.cookie, bytes, "mine-later.pdf", "books")).status).toBe(201);
    const stored = await world.books.storeFile(world.cookies.author, bytes, "work.pdf", "books");
    const work = await world.call(world.cookies.author, "POST", "/api/uploads", {
      category: "books",
      title: "Work First",
      price: "3",
      fileCid: stored.ipfsHash,
    });
    expect(work.status).toBe(201);
    takenRefusal(await copying.submit(copier.cookie, bookOf(stored.ipfsHash, "Work First, as a book")));
  });

  it("refuses another account a rule change of a claimed file (made public as their cover, say), and keeps its rule", async () => {
    const held = await world.heldBook("Not A Cover", world.holder);
    await expect(setFileAccess(world.t.db, { cids: [held.book.fileCid], rule: "public", by: copier.id })).rejects.toMatchObject({
      code: "conflict",
      reason: "cid_taken",
    });
    expect((await world.t.request(`/ipfs/${held.book.fileCid}`)).status).toBe(404);
    await setFileAccess(world.t.db, { cids: [held.book.fileCid], rule: BOOK_HOLDERS_ACCESS, by: world.authorId });
  });
});
