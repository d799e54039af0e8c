// Opening gated files (DESIGN 8): what a refused reader reads. Web and server import them.

export const CONTENT_MESSAGES = {
  notHolder: "You need to hold this item to open it",
  linkInvalid: "This link has expired or is not valid. Open the item again from its page.",
  fileUnreadable: "This file is not a readable PDF, so no copy can be made for you. Please contact support.",
  tooManyOpenings: "You have opened this item many times in the last hour. Try again later.",
} as const;
