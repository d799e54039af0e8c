import type { Database } from "@wbe3/db";
import {
  AppError,
  BOOK_SUBMITTED,
  COVER_MUST_BE_IMAGE,
  PUBLISHING_MESSAGES,
  contentPath,
  isAcceptedExtension,
  parseWbe3,
  type Book,
  type BookSubmitted,
  type ReviewBook,
  type ReviewItem,
  type SessionUser,
  type SubmitBook,
  BOOK_HOLDERS_ACCESS,
  BOOK_LISTING_KIND,
  PUBLIC_ACCESS,
} from "@wbe3/domain";
import { recordActivity } from "../activity/service.ts";
import { artistOfUser } from "../artists/service.ts";
import { claimFile, setFileAccess, storedFileOf } from "../files/service.ts";
import { listingsChanged, publishListing, type ListingToPublish } from "../marketplace/service.ts";
import { publishingAllowed } from "../tiers/service.ts";
import {
  decideBook,
  booksWithFile,
  findBook,
  findReviewRow,
  insertBook,
  listArtistBooks,
  pendingBooks,
  resubmitBook,
  type BookFieldsRow,
  type BookRow,
  type ReviewRow,
} from "./repo.ts";

const ipfsUrl = (cid: string) => `/ipfs/${cid}`;

function toBook(row: BookRow): Book {
  return {
    id: row.id,
    title: row.title,
    authorName: row.authorName,
    genre: row.genre,
    description: row.description,
    price: row.price.toString(),
    fileCid: row.fileCid,
    // The manuscript opens to the book's holders (and its author, and reviewers), not at /ipfs.
    fileUrl: contentPath(row.fileCid),
    coverCid: row.coverCid,
    coverUrl: row.coverCid ? ipfsUrl(row.coverCid) : null,
    status: row.status,
    reviewReason: row.reviewReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    listingId: row.listingId,
    submittedAt: row.submittedAt.toISOString(),
  };
}

function toReviewItem(row: ReviewRow): ReviewItem {
  return { ...toBook(row), artistName: row.artistName, artistUsername: row.artistUsername };
}

/**
 * What submitting takes (SPEC 4, 9): publishing (Pro or the unlock), an artist profile and a
 * wallet, since buyers pay the approved book to it. Answers the artist.
 */
async function requirePublisher(db: Database, user: SessionUser) {
  if (!(await publishingAllowed(db, user.id))) throw new AppError("forbidden", PUBLISHING_MESSAGES.locked);
  const artist = await artistOfUser(db, user.id);
  if (!artist) throw new AppError("conflict", PUBLISHING_MESSAGES.profileNeeded);
  if (!user.walletAddress) throw new AppError("conflict", PUBLISHING_MESSAGES.walletNeeded);
  return artist;
}

/**
 * The submitted files, checked: the book a stored pdf, epub or txt (the store checked its magic
 * bytes when it was uploaded under books), the cover a stored image; both sent by this user.
 */
async function checkedFields(db: Database, user: SessionUser, input: SubmitBook): Promise<BookFieldsRow> {
  const file = await storedFileOf(db, input.fileCid, user.id);
  if (!file || file.kind !== "books" || !isAcceptedExtension("books", `book.${file.extension}`)) {
    throw new AppError("bad_request", PUBLISHING_MESSAGES.fileNotBook);
  }
  if (!file.uploadedByUser) throw new AppError("forbidden", PUBLISHING_MESSAGES.fileNotYours);
  if (input.coverCid) {
    const cover = await storedFileOf(db, input.coverCid, user.id);
    if (!cover?.mimeType.startsWith("image/")) throw new AppError("bad_request", COVER_MUST_BE_IMAGE);
    if (!cover.uploadedByUser) throw new AppError("forbidden", PUBLISHING_MESSAGES.fileNotYours);
  }
  return {
    title: input.title,
    authorName: input.authorName,
    genre: input.genre,
    description: input.description,
    price: parseWbe3(input.price),
    fileCid: file.cid,
    coverCid: input.coverCid ?? null,
  };
}

/**
 * A submitted book's manuscript is claimed for its author (no other account may sell or gate the
 * same bytes, whatever area it goes through) and opens to the holders of its token from now on,
 * and to its reviewers while it waits; its cover is public.
 */
async function gateManuscript(tx: Database, book: BookRow, userId: string): Promise<void> {
  await claimFile(tx, { cid: book.fileCid, userId, area: "publishing" });
  await setFileAccess(tx, { cids: [book.fileCid], rule: BOOK_HOLDERS_ACCESS, by: userId });
  if (book.coverCid) await setFileAccess(tx, { cids: [book.coverCid], rule: PUBLIC_ACCESS, by: userId });
}

/**
 * The books whose manuscript is this file: whether one waits for review (reviewers may open it)
 * and the listings that sell them (their holders may).
 */
export async function booksOfFile(db: Database, cid: string): Promise<{ pendingReview: boolean; listingIds: string[] }> {
  const rows = await booksWithFile(db, cid);
  return {
    pendingReview: rows.some((row) => row.status === "pending"),
    listingIds: rows.flatMap((row) => (row.listingId ? [row.listingId] : [])),
  };
}

/** `GET /api/artist/books`: the artist's books, newest first, each with its state and reason. */
export async function myBooks(db: Database, user: SessionUser): Promise<Book[]> {
  const artist = await artistOfUser(db, user.id);
  if (!artist) return [];
  return (await listArtistBooks(db, artist.id)).map(toBook);
}

/** `POST /api/artist/books`: the book waits in the review queue ("submitted for review"). */
export async function submitBook(db: Database, user: SessionUser, input: SubmitBook): Promise<BookSubmitted> {
  const artist = await requirePublisher(db, user);
  const fields = await checkedFields(db, user, input);
  const row = await insertBook(db, { ...fields, artistId: artist.id }, async (tx, inserted) => {
    await gateManuscript(tx, inserted, user.id);
    await recordActivity(tx, "book_submitted", user.id, { bookId: inserted.id, resubmitted: false });
  });
  if (row === "duplicate") throw new AppError("conflict", PUBLISHING_MESSAGES.alreadySubmitted);
  return { book: toBook(row), message: BOOK_SUBMITTED };
}

/** `PUT /api/artist/books/:id`: a rejected book with new fields, back in the queue. */
export async function resubmit(db: Database, user: SessionUser, id: string, input: SubmitBook): Promise<BookSubmitted> {
  const artist = await requirePublisher(db, user);
  const existing = await findBook(db, id);
  // Someone else's book is reported as missing: ids are not for probing.
  if (!existing || existing.artistId !== artist.id) throw new AppError("not_found", PUBLISHING_MESSAGES.noSuchBook);
  if (existing.status !== "rejected") throw new AppError("conflict", PUBLISHING_MESSAGES.onlyRejectedResubmitted);
  const fields = await checkedFields(db, user, input);
  const row = await resubmitBook(db, id, artist.id, fields, async (tx, updated) => {
    await gateManuscript(tx, updated, user.id);
    await recordActivity(tx, "book_submitted", user.id, { bookId: updated.id, resubmitted: true });
  });
  if (!row) throw new AppError("conflict", PUBLISHING_MESSAGES.onlyRejectedResubmitted);
  return { book: toBook(row), message: BOOK_SUBMITTED };
}

/** `GET /api/admin/reviews`: pending books, the longest waiting first. */
export async function reviewQueue(db: Database): Promise<ReviewItem[]> {
  return (await pendingBooks(db)).map(toReviewItem);
}

/**
 * `POST /api/admin/reviews/:id`: approves a pending book (listed in the marketplace's Books in the
 * same transaction) or rejects it with the reason the artist reads. One decision per submission:
 * a second one, even at the same moment, is refused.
 */
export async function reviewBook(db: Database, reviewer: SessionUser, id: string, review: ReviewBook): Promise<ReviewItem> {
  const book = await findReviewRow(db, id);
  if (!book) throw new AppError("not_found", PUBLISHING_MESSAGES.noSuchBook);
  if (book.status !== "pending") throw new AppError("conflict", PUBLISHING_MESSAGES.alreadyReviewed);
  const approve = review.decision === "approve";
  if (approve && !book.sellerWallet) throw new AppError("conflict", PUBLISHING_MESSAGES.sellerWalletMissing);
  const decision = {
    status: approve ? ("approved" as const) : ("rejected" as const),
    reviewReason: review.reason ? review.reason : null,
    reviewedBy: reviewer.id,
  };
  const decided = await decideBook(db, id, decision, async (tx, row) => {
    const listingId = approve ? await publishListing(tx, listingOf(row, book)) : null;
    await recordActivity(tx, "book_reviewed", reviewer.id, { bookId: row.id, decision: review.decision, listingId });
    return listingId;
  });
  if (!decided) throw new AppError("conflict", PUBLISHING_MESSAGES.alreadyReviewed);
  if (approve) listingsChanged(db);
  return toReviewItem({ ...book, ...decided });
}

/**
 * The approved book's listing in the marketplace's Books: no upload behind it, a new ERC-1155
 * edition minted to each buyer; the cover as its image, the genre as its tag, paid to the artist's wallet.
 */
function listingOf(row: BookRow, submitter: ReviewRow): ListingToPublish {
  return {
    kind: BOOK_LISTING_KIND,
    category: "books",
    delivery: "mint1155",
    seller: { id: submitter.artistUserId, kind: "artist", name: submitter.artistName },
    artistId: row.artistId,
    title: row.title,
    description: row.description,
    price: row.price,
    imageUrl: row.coverCid ? ipfsUrl(row.coverCid) : null,
    tags: [row.genre],
    sellerWallet: submitter.sellerWallet ?? "",
  };
}
