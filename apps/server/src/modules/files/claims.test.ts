import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { fileClaims, storedFiles, users, type Database, type DatabaseHandle } from "@wbe3/db";
import { openTestDatabase } from "@wbe3/db/testing";
import { AppError, CID_TAKEN } from "@wbe3/domain";
import { assertFileFree, assertFilesFree, claimFile, registerClaimExplainer } from "./claims.ts";

// The first-publisher rule on its own (no app): who claimed a file first keeps it. Through every
// area that sells or gates files (books, works, a rule change): first-publisher.test.ts.
let handle: DatabaseHandle;
let db: Database;
const author = { id: "" };
const copier = { id: "" };
let n = 0;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  for (const [i, account] of [author, copier].entries()) {
    const [row] = await db
      .insert(users)
      .values({ email: `claims-${i}@example.com` })
      .returning();
    account.id = row?.id ?? "";
  }
});
afterAll(() => handle.close());

/** A stored file of its own, claimed by nobody yet. */
async function storedFile(): Promise<string> {
  const cid = `bafkreiclaims${String(++n).padStart(4, "0")}`;
  await db.insert(storedFiles).values({ cid, mimeType: "application/pdf", extension: "pdf", size: 1, kind: "books" });
  return cid;
}
const claimsOf = (cid: string) =>
  db.select({ userId: fileClaims.userId, area: fileClaims.area }).from(fileClaims).where(eq(fileClaims.cid, cid));
const taken = { code: "conflict", reason: "cid_taken", message: CID_TAKEN };

describe("claimFile", () => {
  it("records the first claim, for its account and area", async () => {
    const cid = await storedFile();
    await claimFile(db, { cid, userId: author.id, area: "publishing" });
    expect(await claimsOf(cid)).toEqual([{ userId: author.id, area: "publishing" }]);
  });

  it("refuses another account's claim of the same file, and keeps the first", async () => {
    const cid = await storedFile();
    await claimFile(db, { cid, userId: author.id, area: "publishing" });
    await expect(claimFile(db, { cid, userId: copier.id, area: "uploads" })).rejects.toMatchObject(taken);
    expect(await claimsOf(cid)).toEqual([{ userId: author.id, area: "publishing" }]);
  });

  it("changes nothing when the same account claims it again, through another area too", async () => {
    const cid = await storedFile();
    await claimFile(db, { cid, userId: author.id, area: "uploads" });
    await claimFile(db, { cid, userId: author.id, area: "uploads" });
    await claimFile(db, { cid, userId: author.id, area: "publishing" });
    expect(await claimsOf(cid)).toEqual([{ userId: author.id, area: "uploads" }]);
  });

  it("holds the file's claim lock until its transaction ends, so claims of one file take turns", async () => {
    const cid = await storedFile();
    // This database's only (each test file has its own; PostgreSQL lists every database's locks).
    const advisoryLocks = async (tx: Database) => {
      const locks = sql`select count(*)::int as count from pg_locks where locktype = 'advisory'
        and database = (select oid from pg_database where datname = current_database())`;
      // Both drivers answer rows; the database type leaves the result's shape to the driver.
      const result: unknown = await tx.execute(locks);
      return (result as { rows: { count: number }[] }).rows[0]?.count;
    };
    await db.transaction(async (tx) => {
      expect(await advisoryLocks(tx)).toBe(0);
      await claimFile(tx, { cid, userId: author.id, area: "publishing" });
      expect(await advisoryLocks(tx)).toBe(1);
    });
    expect(await advisoryLocks(db)).toBe(0);
  });
});

describe("assertFileFree", () => {
  it("lets anyone use a file nobody claimed, and its claimant theirs; refuses everyone else", async () => {
    const cid = await storedFile();
    await expect(assertFileFree(db, cid, copier.id)).resolves.toBeUndefined();
    await claimFile(db, { cid, userId: author.id, area: "publishing" });
    await expect(assertFileFree(db, cid, author.id)).resolves.toBeUndefined();
    await expect(assertFileFree(db, cid, copier.id)).rejects.toMatchObject(taken);
  });
});

describe("assertFilesFree", () => {
  it("refuses when any one of the files is another account's", async () => {
    const [mine, theirs, free] = [await storedFile(), await storedFile(), await storedFile()];
    await claimFile(db, { cid: mine, userId: copier.id, area: "uploads" });
    await claimFile(db, { cid: theirs, userId: author.id, area: "publishing" });
    await expect(assertFilesFree(db, [mine, free, mine], copier.id)).resolves.toBeUndefined();
    await expect(assertFilesFree(db, [mine, free, theirs], copier.id)).rejects.toMatchObject(taken);
    await expect(assertFilesFree(db, [], copier.id)).resolves.toBeUndefined();
  });

  it("refuses the platform nothing (no account: the demo seed)", async () => {
    const cid = await storedFile();
    await claimFile(db, { cid, userId: author.id, area: "publishing" });
    await expect(assertFilesFree(db, [cid], null)).resolves.toBeUndefined();
  });
});

describe("an area's explanation of a file taken", () => {
  // An area of this test alone, with a stake in the files it knows: the app registers the real
  // ones (catalogue/claims.ts).
  const named = new AppError("conflict", "Registered by its author on 2026-01-02.", { reason: "already_registered" });
  const known = new Set<string>();
  registerClaimExplainer("claims-test-registry", (tx, cid) => Promise.resolve(known.has(cid) ? named : null));

  it("is what another account is refused, when claiming or using the file; the claimant keeps using it", async () => {
    const cid = await storedFile();
    known.add(cid);
    await claimFile(db, { cid, userId: author.id, area: "claims-test-registry" });
    await expect(assertFileFree(db, cid, copier.id)).rejects.toBe(named);
    await expect(claimFile(db, { cid, userId: copier.id, area: "uploads" })).rejects.toBe(named);
    await expect(assertFileFree(db, cid, author.id)).resolves.toBeUndefined();
  });

  it("comes from an area with a stake in the file though another area claimed it first", async () => {
    const cid = await storedFile();
    known.add(cid);
    await claimFile(db, { cid, userId: author.id, area: "uploads" });
    await expect(assertFileFree(db, cid, copier.id)).rejects.toBe(named);
  });

  it("leaves the generic refusal when no area has anything to say", async () => {
    const cid = await storedFile();
    await claimFile(db, { cid, userId: author.id, area: "claims-test-registry" });
    await expect(assertFileFree(db, cid, copier.id)).rejects.toMatchObject(taken);
    const unexplained = await storedFile();
    await claimFile(db, { cid: unexplained, userId: author.id, area: "claims-test-unexplained" });
    await expect(assertFileFree(db, unexplained, copier.id)).rejects.toMatchObject(taken);
  });

  it("is registered once per area", () => {
    expect(() => registerClaimExplainer("claims-test-registry", () => Promise.resolve(null))).toThrow(/explained already/);
    expect(() => registerClaimExplainer("claims-test-another", () => Promise.resolve(null))).not.toThrow();
  });

  it("asks each area once, the claiming area first", async () => {
    const asked: string[] = [];
    registerClaimExplainer("claims-test-counted", (tx, cid) => {
      asked.push(cid);
      return Promise.resolve(null);
    });
    const cid = await storedFile();
    await claimFile(db, { cid, userId: author.id, area: "claims-test-counted" });
    await expect(assertFileFree(db, cid, copier.id)).rejects.toMatchObject(taken);
    expect(asked).toEqual([cid]);
  });
});
