import { defineEndpoints } from "../shared/endpoint.ts";
import { idParams } from "../shared/params.ts";
import { bookReviewedAnswer, bookSubmittedAnswer, myBooksAnswer, reviewQueueAnswer } from "./answers.ts";
import { reviewBookSchema, submitBookSchema } from "./book-form.ts";

/**
 * Book publishing (SPEC 4): an artist with publishing (Pro or the unlock) submits a book, an
 * admin approves it (it is listed in the marketplace's Books) or rejects it with a reason, and a
 * rejected book may be resubmitted.
 */
export const PUBLISHING_ENDPOINTS = defineEndpoints({
  "GET /api/artist/books": { access: ["artist"], output: myBooksAnswer },
  "POST /api/artist/books": { access: ["artist"], body: submitBookSchema, output: bookSubmittedAnswer, status: 201 },
  /** Resubmits a rejected book with new fields: pending again. */
  "PUT /api/artist/books/:id": { access: ["artist"], params: idParams, body: submitBookSchema, output: bookSubmittedAnswer },
  /** Pending books, oldest first. */
  "GET /api/admin/reviews": { access: ["admin"], output: reviewQueueAnswer },
  "POST /api/admin/reviews/:id": { access: ["admin"], params: idParams, body: reviewBookSchema, output: bookReviewedAnswer },
});
