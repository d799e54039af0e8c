/** Book publishing's actions in the activity log, with the details each carries. */
export interface PublishingActivityActions {
  /** A book submitted, or a rejected one resubmitted. */
  book_submitted: { bookId: string; resubmitted: boolean };
  book_reviewed: { bookId: string; decision: "approve" | "reject"; listingId: string | null };
}
