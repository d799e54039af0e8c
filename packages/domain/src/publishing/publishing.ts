/** SPEC 8: a book's genre. */
export const BOOK_GENRES = ["fiction", "non-fiction", "poetry", "biography"] as const;
export type BookGenre = (typeof BOOK_GENRES)[number];

/** pending: waiting in the review queue; approved: listed in the marketplace's Books; rejected: with the reviewer's reason, may be resubmitted. */
export const BOOK_STATUSES = ["pending", "approved", "rejected"] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];
