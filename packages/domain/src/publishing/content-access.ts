// What publishing brings to the content seam (decision 0026): the rule a book's manuscript is kept
// with, from its submission on — its holders read it, and admins review it while it waits.
import type { ContentArea } from "../content/access-rules.ts";

export const BOOK_HOLDERS_ACCESS = "book_holders";
/** The reader's wallet holds, now, a token of a listing that sells the book. */
export const HOLDS_BOOK_TOKEN = "holds_book_token";
/** The reader reviews books (an admin or a privileged account) and a book with this manuscript waits for review. */
export const REVIEWS_PENDING_BOOK = "reviews_pending_book";

export const PUBLISHING_CONTENT: ContentArea = {
  area: "publishing",
  rules: [{ rule: BOOK_HOLDERS_ACCESS, label: "Holders only", opensWith: [HOLDS_BOOK_TOKEN], reviewedWith: [REVIEWS_PENDING_BOOK] }],
};
