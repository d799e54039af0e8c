// Book publishing (SPEC 4, 8 and 9): what the artist and the reviewer read. Web and server import them.
import { PUBLISHING_UNLOCK } from "../shared/constants.ts";

// SPEC 8: the book form's outcome.
export const BOOK_SUBMISSION_FAILED = { title: "Submission Failed", description: "Please try again" } as const;
export const BOOK_SUBMITTED = "submitted for review";

/** The locked tab's offer, e.g. "Unlock book publishing: 198 WBE3 per year ($99 per year)". */
export const UNLOCK_PUBLISHING_OFFER = `Unlock book publishing: ${PUBLISHING_UNLOCK.wbe3} WBE3 per year ($${PUBLISHING_UNLOCK.usdCentsPerYear / 100} per year)`;
export const PUBLISHING_INCLUDED_IN_PRO = "Included in your Pro membership";
/** The unlocked tab: until when the unlock runs. */
export const publishingUnlockedUntilText = (date: string): string => `Book publishing unlocked until ${date}`;
export const PUBLISHING_UNLOCKED = { title: "Book publishing unlocked" } as const;

// The server's answers
export const PUBLISHING_MESSAGES = {
  locked: `Book publishing is locked. Unlock it on the Publishing tab of your dashboard (${PUBLISHING_UNLOCK.wbe3} WBE3 per year) or choose Pro.`,
  walletNeeded: "Link a wallet to your account before submitting a book: buyers pay the book to it.",
  unlockWalletNeeded: "Link a wallet to your account to pay the unlock in WBE3.",
  profileNeeded: "Set up your artist profile (username and name) before submitting a book.",
  fileNotBook: "Upload the book as a PDF, EPUB or TXT file, then submit it.",
  fileNotYours: "You can only submit files you uploaded yourself. Upload the file from your own account.",
  noSuchBook: "No such book.",
  onlyRejectedResubmitted: "Only a rejected book can be resubmitted; this one is waiting for review or already approved.",
  alreadySubmitted: "This book file is already submitted: it is waiting for review or in the marketplace.",
  alreadyReviewed: "This book has already been reviewed.",
  sellerWalletMissing: "The artist has no wallet linked, so buyers could not pay them: reject the book or wait until they link one.",
  reasonRequired: "Give a reason when rejecting a book: the artist reads it.",
} as const;

/** How each state reads in the artist's list. */
export const BOOK_STATUS_LABELS = {
  pending: "Pending review",
  approved: "Approved — in the marketplace",
  rejected: "Rejected",
} as const;

/** "Rejected: <reason>". */
export const bookRejected = (reason: string): string => `Rejected: ${reason}`;
