import { describe, expect, it } from "vitest";
import { createDraftBody, uploadFieldsInput } from "./drafts.ts";
import { uploadFieldsSchema } from "./upload-form.ts";

describe("mint-cart drafts", () => {
  it("turns checked fields back into form input that checks to the same fields", () => {
    const fields = uploadFieldsSchema.parse({
      category: "music",
      title: " Night Drive ",
      tags: "soul, live, soul",
      price: "1.5",
      splits: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8 60\n0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC 40",
    });
    expect(uploadFieldsSchema.parse(uploadFieldsInput(fields))).toEqual(fields);
  });

  it("checks the fields with the upload form's rules when an item is added", () => {
    const result = createDraftBody.safeParse({ fields: { category: "music", title: "", price: "1" }, fileCid: "x", fileName: "a.wav" });
    expect(result.success).toBe(false);
  });
});
