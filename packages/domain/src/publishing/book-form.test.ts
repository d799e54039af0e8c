import { describe, expect, it } from "vitest";
import { FILL_REQUIRED_FIELDS } from "../shared/messages.ts";
import { bookFieldsSchema, reviewBookSchema, submitBookSchema } from "./book-form.ts";
import { PUBLISHING_MESSAGES, UNLOCK_PUBLISHING_OFFER } from "./messages.ts";

const CID = `b${"a".repeat(58)}`;
const BOOK = { title: "Quiet Night", authorName: "Nia Reads", genre: "fiction", price: "3" };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the book form (SPEC 5)", () => {
  it("requires title and author with 'Please fill in required fields'", () => {
    expect(firstMessage(bookFieldsSchema.safeParse({ ...BOOK, title: " " }))).toBe(FILL_REQUIRED_FIELDS);
    expect(firstMessage(bookFieldsSchema.safeParse({ ...BOOK, authorName: undefined }))).toBe(FILL_REQUIRED_FIELDS);
    expect(bookFieldsSchema.parse(BOOK)).toEqual({ ...BOOK, description: "" });
  });

  it("takes the four genres only, and a price with at most two decimals", () => {
    for (const genre of ["fiction", "non-fiction", "poetry", "biography"])
      expect(bookFieldsSchema.safeParse({ ...BOOK, genre }).success).toBe(true);
    expect(bookFieldsSchema.safeParse({ ...BOOK, genre: "cookbook" }).success).toBe(false);
    expect(bookFieldsSchema.safeParse({ ...BOOK, price: "1.005" }).success).toBe(false);
  });

  it("needs the stored book file; the cover is optional", () => {
    expect(firstMessage(submitBookSchema.safeParse(BOOK))).toBe(FILL_REQUIRED_FIELDS);
    expect(submitBookSchema.safeParse({ ...BOOK, fileCid: CID }).success).toBe(true);
    expect(submitBookSchema.safeParse({ ...BOOK, fileCid: CID, coverCid: "nope" }).success).toBe(false);
  });
});

describe("a review", () => {
  it("approves without a reason and rejects only with one, bounded", () => {
    expect(reviewBookSchema.safeParse({ decision: "approve" }).success).toBe(true);
    expect(firstMessage(reviewBookSchema.safeParse({ decision: "reject", reason: "  " }))).toBe(PUBLISHING_MESSAGES.reasonRequired);
    expect(reviewBookSchema.safeParse({ decision: "reject", reason: "Missing pages." }).success).toBe(true);
    expect(reviewBookSchema.safeParse({ decision: "reject", reason: "x".repeat(501) }).success).toBe(false);
    expect(reviewBookSchema.safeParse({ decision: "later" }).success).toBe(false);
  });
});

it("offers the unlock at SPEC 9's price", () => {
  expect(UNLOCK_PUBLISHING_OFFER).toBe("Unlock book publishing: 198 WBE3 per year ($99 per year)");
});
