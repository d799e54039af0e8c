import { z } from "zod";
import { BOOK_GENRES, BOOK_STATUSES } from "./publishing.ts";

/** A submitted book as its artist sees it: its state and, once rejected, the reviewer's reason. */
export const bookAnswer = z.object({
  id: z.string(),
  title: z.string(),
  authorName: z.string(),
  genre: z.enum(BOOK_GENRES),
  description: z.string(),
  /** WBE3 base units, decimal string. */
  price: z.string(),
  fileCid: z.string(),
  /** Same-origin URL of the book file. */
  fileUrl: z.string(),
  coverCid: z.string().nullable(),
  coverUrl: z.string().nullable(),
  status: z.enum(BOOK_STATUSES),
  /** Why it was rejected (null unless rejected). */
  reviewReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Its marketplace listing once approved. */
  listingId: z.string().nullable(),
  submittedAt: z.string(),
});
export type Book = z.output<typeof bookAnswer>;

export const myBooksAnswer = z.object({ books: z.array(bookAnswer) });

/** `POST /api/artist/books` and a resubmission: the book, pending, and "submitted for review". */
export const bookSubmittedAnswer = z.object({ book: bookAnswer, message: z.string() });
export type BookSubmitted = z.output<typeof bookSubmittedAnswer>;

/** A book in the admin review queue: who submitted it, to open the file and the cover. */
export const reviewItemAnswer = bookAnswer.extend({ artistName: z.string(), artistUsername: z.string().nullable() });
export type ReviewItem = z.output<typeof reviewItemAnswer>;

export const reviewQueueAnswer = z.object({ books: z.array(reviewItemAnswer) });

export const bookReviewedAnswer = z.object({ book: reviewItemAnswer });
