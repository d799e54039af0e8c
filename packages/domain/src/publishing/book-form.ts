import { z } from "zod";
import { FILL_REQUIRED_FIELDS } from "../shared/messages.ts";
import { textField } from "../shared/text.ts";
import { cidSchema, DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from "../uploads/upload-form.ts";
import { BOOK_GENRES } from "./publishing.ts";
import { PUBLISHING_MESSAGES } from "./messages.ts";

export const AUTHOR_NAME_MAX_LENGTH = 120;
export const REVIEW_REASON_MAX_LENGTH = 500;

/** Price in WBE3 as typed: up to two decimals, like the upload form's (SPEC 5: step 0.01). */
const bookPriceSchema = z
  .string({ error: FILL_REQUIRED_FIELDS })
  .trim()
  .min(1, FILL_REQUIRED_FIELDS)
  .regex(/^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/, "Price must be a number of WBE3 with at most two decimals.");

/**
 * The book form's fields (SPEC 3 book submission, SPEC 5: title and author are required, "Please
 * fill in required fields"). Shared by the dashboard form and the server.
 */
export const bookFieldsSchema = z.object({
  title: textField({
    label: "Title",
    max: TITLE_MAX_LENGTH,
    tooLong: `Title must be at most ${TITLE_MAX_LENGTH} characters.`,
    required: FILL_REQUIRED_FIELDS,
  }),
  authorName: textField({
    label: "Author",
    max: AUTHOR_NAME_MAX_LENGTH,
    tooLong: `Author must be at most ${AUTHOR_NAME_MAX_LENGTH} characters.`,
    required: FILL_REQUIRED_FIELDS,
  }),
  genre: z.enum(BOOK_GENRES, { error: `Genre must be one of ${BOOK_GENRES.join(", ")}.` }),
  description: textField({
    label: "Description",
    max: DESCRIPTION_MAX_LENGTH,
    tooLong: `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters.`,
    multiline: true,
  }).default(""),
  price: bookPriceSchema,
});
export type BookFields = z.output<typeof bookFieldsSchema>;

/** `POST /api/artist/books` and a resubmission: the fields plus the files stored with `POST /api/files`. */
export const submitBookSchema = bookFieldsSchema.extend({
  /** The book itself (category books: pdf, epub or txt). */
  fileCid: z.string({ error: FILL_REQUIRED_FIELDS }).min(1, FILL_REQUIRED_FIELDS).pipe(cidSchema),
  /** The cover (an image), optional. */
  coverCid: cidSchema.optional(),
});
export type SubmitBookInput = z.input<typeof submitBookSchema>;
export type SubmitBook = z.output<typeof submitBookSchema>;

export const REVIEW_DECISIONS = ["approve", "reject"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** `POST /api/admin/reviews/:id`: approve, or reject with a reason the artist reads. */
export const reviewBookSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, { error: "decision must be approve or reject" }),
    reason: textField({
      label: "Reason",
      max: REVIEW_REASON_MAX_LENGTH,
      tooLong: `Reason must be at most ${REVIEW_REASON_MAX_LENGTH} characters.`,
      multiline: true,
    }).optional(),
  })
  .refine((review) => review.decision === "approve" || (review.reason ?? "") !== "", {
    message: PUBLISHING_MESSAGES.reasonRequired,
    path: ["reason"],
  });
export type ReviewBookInput = z.input<typeof reviewBookSchema>;
export type ReviewBook = z.output<typeof reviewBookSchema>;
