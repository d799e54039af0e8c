import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { books, type Database } from "@wbe3/db";
import { userFacts } from "../auth/read-models.ts";
import { artistFacts } from "../artists/read-models.ts";

export type BookRow = typeof books.$inferSelect;
export type NewBook = typeof books.$inferInsert;
/** The fields a submission sets (a resubmission replaces them all). */
export type BookFieldsRow = Pick<NewBook, "title" | "authorName" | "genre" | "description" | "price" | "fileCid" | "coverCid">;

export type ReviewRow = BookRow & { artistName: string; artistUsername: string; artistUserId: string | null; sellerWallet: string | null };

/**
 * Books with who submitted them, read in the same statement through the artists' and accounts'
 * read models (those tables belong to their modules): the name the review queue shows and the
 * wallet the approved book is paid to.
 */
function withSubmitter(db: Database) {
  const artist = artistFacts(db, "submitter");
  const account = userFacts(db, "submitter_account");
  return db
    .select({
      book: books,
      artistName: artist.name,
      artistUsername: artist.username,
      artistUserId: artist.userId,
      sellerWallet: sql<string | null>`coalesce(${account.walletAddress}, ${artist.walletAddress})`,
    })
    .from(books)
    .innerJoin(artist, eq(artist.id, books.artistId))
    .leftJoin(account, eq(account.id, artist.userId));
}

type SubmitterRow = { book: BookRow; artistName: string; artistUsername: string; artistUserId: string | null; sellerWallet: string | null };

const flatten = (row: SubmitterRow): ReviewRow => ({
  ...row.book,
  artistName: row.artistName,
  artistUsername: row.artistUsername,
  artistUserId: row.artistUserId,
  sellerWallet: row.sellerWallet,
});

/**
 * Inserts a submitted book and runs `alongside` (its activity) in the same transaction. The
 * artist's submissions queue behind one lock, so the same file sent twice at once is seen by the
 * second as already submitted (`duplicate`).
 */
export async function insertBook(
  db: Database,
  values: NewBook,
  alongside: (tx: Database, row: BookRow) => Promise<void>,
): Promise<BookRow | "duplicate"> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`books:${values.artistId}`}))`);
    const [open] = await tx
      .select({ id: books.id })
      .from(books)
      .where(and(eq(books.artistId, values.artistId), eq(books.fileCid, values.fileCid), inArray(books.status, ["pending", "approved"])));
    if (open) return "duplicate" as const;
    const [row] = await tx.insert(books).values(values).returning();
    if (!row) throw new Error("book insert returned nothing");
    await alongside(tx, row);
    return row;
  });
}

export function listArtistBooks(db: Database, artistId: string): Promise<BookRow[]> {
  return db.select().from(books).where(eq(books.artistId, artistId)).orderBy(desc(books.submittedAt), desc(books.id));
}

/** The books whose manuscript is this file, with their state and listing. */
export function booksWithFile(db: Database, fileCid: string) {
  return db.select({ status: books.status, listingId: books.listingId }).from(books).where(eq(books.fileCid, fileCid));
}

export async function findBook(db: Database, id: string): Promise<BookRow | null> {
  const [row] = await db.select().from(books).where(eq(books.id, id));
  return row ?? null;
}

/**
 * Puts a rejected book of this artist back in the queue with new fields; null when it is not
 * theirs or not rejected (the `status` condition makes two resubmissions at once count once).
 */
export async function resubmitBook(
  db: Database,
  id: string,
  artistId: string,
  fields: BookFieldsRow,
  alongside: (tx: Database, row: BookRow) => Promise<void>,
): Promise<BookRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(books)
      .set({
        ...fields,
        status: "pending",
        reviewReason: null,
        reviewedBy: null,
        reviewedAt: null,
        submittedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(books.id, id), eq(books.artistId, artistId), eq(books.status, "rejected")))
      .returning();
    if (!row) return null;
    await alongside(tx, row);
    return row;
  });
}

/** The review queue: pending books, the longest waiting first. */
export async function pendingBooks(db: Database): Promise<ReviewRow[]> {
  const rows = await withSubmitter(db).where(eq(books.status, "pending")).orderBy(asc(books.submittedAt), asc(books.id));
  return rows.map(flatten);
}

export async function findReviewRow(db: Database, id: string): Promise<ReviewRow | null> {
  const [row] = await withSubmitter(db).where(eq(books.id, id));
  return row ? flatten(row) : null;
}

export interface Decision {
  status: "approved" | "rejected";
  reviewReason: string | null;
  reviewedBy: string;
}

/**
 * Records a review of a pending book and runs `alongside` (the listing of an approved book, the
 * activity) in the same transaction. The `status = 'pending'` condition takes the row's lock, so
 * of two decisions at once the second finds the book reviewed: null.
 */
export async function decideBook(
  db: Database,
  id: string,
  decision: Decision,
  alongside: (tx: Database, row: BookRow) => Promise<string | null>,
): Promise<BookRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(books)
      .set({ ...decision, reviewedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(books.id, id), eq(books.status, "pending")))
      .returning();
    if (!row) return null;
    const listingId = await alongside(tx, row);
    if (!listingId) return row;
    const [listed] = await tx.update(books).set({ listingId }).where(eq(books.id, id)).returning();
    return listed ?? row;
  });
}
