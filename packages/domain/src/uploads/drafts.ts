import { z } from "zod";
import { textField } from "../shared/text.ts";
import { FILL_ALL_REQUIRED_FIELDS } from "../shared/messages.ts";
import { cidSchema, uploadFieldsSchema, type UploadFields } from "./upload-form.ts";

/**
 * The studio mint cart, kept on the server as drafts (issue #12 point 9): each item is checked
 * when it is added (the form's rules, the stored file's type) so it survives a reload ready to
 * publish. The cap keeps one account from filling the table.
 */
export const MINT_CART_MAX_DRAFTS = 50;
export const FILE_NAME_MAX_LENGTH = 255;

/** The upload form's fields as the form (and `POST /api/uploads`) takes them: tags as typed text. */
export type UploadFieldsInput = z.input<typeof uploadFieldsSchema>;

/**
 * Checked fields back to what the form sends. Parsing the result gives the same fields again,
 * so a draft stored this way is checked by the same schema when it is published.
 */
export function uploadFieldsInput(fields: UploadFields): UploadFieldsInput {
  return { ...fields, tags: fields.tags.join(", ") };
}

/** `POST /api/studio/drafts`: the form's fields and the files already stored with `POST /api/files`. */
export const createDraftBody = z.object({
  fields: uploadFieldsSchema,
  fileCid: z.string({ error: FILL_ALL_REQUIRED_FIELDS }).min(1, FILL_ALL_REQUIRED_FIELDS).pipe(cidSchema),
  fileName: textField({
    label: "File name",
    max: FILE_NAME_MAX_LENGTH,
    tooLong: `The file name must be at most ${FILE_NAME_MAX_LENGTH} characters.`,
    required: FILL_ALL_REQUIRED_FIELDS,
  }),
  imageCid: cidSchema.optional(),
});
export type CreateDraftInput = z.input<typeof createDraftBody>;
export type CreateDraft = z.output<typeof createDraftBody>;
