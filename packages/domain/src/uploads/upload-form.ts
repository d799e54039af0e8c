import { z } from "zod";
import { FILL_ALL_REQUIRED_FIELDS } from "../shared/messages.ts";
import { INVALID_ID } from "../shared/request-errors.ts";
import { splitsField } from "../commerce/splits.ts";
import { UPLOAD_CATEGORIES } from "./categories.ts";
import { TRACK_ACCESS_CHOICES } from "./file-access.ts";
import { parseTags, textField } from "../shared/text.ts";

export const ROYALTY_PERCENT = { min: 0, max: 50, default: 10 } as const;

export const NFT_STANDARDS = ["ERC721", "ERC1155"] as const;
export type NftStandard = (typeof NFT_STANDARDS)[number];
export const NFT_STANDARD_LABELS: Record<NftStandard, string> = {
  ERC721: "ERC721 (Unique)",
  ERC1155: "ERC1155 (Multiple)",
};
export const MAX_EDITIONS = 10_000;
export const TITLE_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 2000;

/** A CIDv1 as our content store returns it (base32, "b" prefix). */
export const cidSchema = z.string().regex(/^b[a-z2-7]{20,100}$/, "That file reference is not valid; upload the file again.");

/** Price in WBE3 as typed in the form: up to two decimals (the field's step is 0.01). */
export const wbe3PriceSchema = z
  .string({ error: FILL_ALL_REQUIRED_FIELDS })
  .trim()
  .min(1, FILL_ALL_REQUIRED_FIELDS)
  .regex(/^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/, "Price must be a number of WBE3 with at most two decimals.");

const ROYALTY_RANGE = `Royalty must be between ${ROYALTY_PERCENT.min} and ${ROYALTY_PERCENT.max} %.`;
const EDITIONS_RULE = `Editions must be a whole number from 1 to ${MAX_EDITIONS}.`;

/**
 * A number as JSON sends it or as a form's number input gives it (a decimal string). Not
 * z.coerce: Number(null), Number("") and Number([]) are all 0, so a missing royalty would
 * silently become 0 %; and Number(true) is 1.
 */
function formNumber(message: string) {
  return z.union(
    [
      z.number({ error: message }),
      z
        .string({ error: message })
        .trim()
        .regex(/^[0-9]+(\.[0-9]+)?$/, message)
        .transform(Number),
    ],
    { error: message },
  );
}

/**
 * The upload form's fields (SPEC 3 + 5), shared by the studio form (which adds the file) and the
 * server (which adds the stored file's CID). File, title and price are required ("Please fill in
 * all required fields").
 */
export const uploadFieldsSchema = z.object({
  category: z.enum(UPLOAD_CATEGORIES).default("music"),
  title: textField({
    label: "Title",
    max: TITLE_MAX_LENGTH,
    tooLong: `Title must be at most ${TITLE_MAX_LENGTH} characters.`,
    required: FILL_ALL_REQUIRED_FIELDS,
  }),
  description: textField({
    label: "Description",
    max: DESCRIPTION_MAX_LENGTH,
    tooLong: `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters.`,
    multiline: true,
  }).default(""),
  tags: textField({ label: "Tags", max: 500, tooLong: "Tags must be at most 500 characters." })
    .default("")
    .transform((value) => parseTags(value)),
  price: wbe3PriceSchema,
  royalty: formNumber(ROYALTY_RANGE)
    .pipe(
      z.number().int("Royalty must be a whole percentage.").min(ROYALTY_PERCENT.min, ROYALTY_RANGE).max(ROYALTY_PERCENT.max, ROYALTY_RANGE),
    )
    .default(ROYALTY_PERCENT.default),
  mintAsNFT: z.boolean().default(true),
  nftType: z.enum(NFT_STANDARDS).default("ERC721"),
  isPublic: z.boolean().default(true),
  /** Who may play the full track (tracks only; see uploadFileAccess for the other categories). */
  fileAccess: z.enum(TRACK_ACCESS_CHOICES).default("public"),
  editions: formNumber(EDITIONS_RULE)
    .pipe(
      z.number().int(EDITIONS_RULE).min(1, "Editions must be at least 1.").max(MAX_EDITIONS, `Editions must be at most ${MAX_EDITIONS}.`),
    )
    .default(1),
  /** Collaborators paid from each sale (SPEC: shares summing to 100 %); none by default. */
  splits: splitsField.default([]),
});
export type UploadFields = z.output<typeof uploadFieldsSchema>;

/** `POST /api/uploads`: the fields plus the CIDs of files already stored with `POST /api/files`. */
export const createUploadSchema = uploadFieldsSchema.extend({
  fileCid: z.string({ error: FILL_ALL_REQUIRED_FIELDS }).min(1, FILL_ALL_REQUIRED_FIELDS).pipe(cidSchema),
  imageCid: cidSchema.optional(),
  /** The mint-cart draft this publishes: deleted in the same transaction that creates the upload. */
  draftId: z.uuid(INVALID_ID).optional(),
});
export type CreateUploadInput = z.input<typeof createUploadSchema>;
export type CreateUpload = z.output<typeof createUploadSchema>;

/** SPEC 3 NFT metadata (music); also used for other categories with their own attributes. */
export interface NftMetadata {
  name: string;
  description: string;
  image: string;
  animation_url?: string;
  /** Where the item's file opens (a gated file's access URL on the site). */
  external_url?: string;
  attributes: { trait_type: string; value: string | number }[];
  /**
   * The track's own properties; other areas add theirs (SPEC 3's optional `copyright`, added by the
   * copyright area for a work its minter registered: see `CopyrightNftProperty`).
   */
  properties: { artist: string; genre: string; price: string; royalty: number; minter: string } & Readonly<Record<string, unknown>>;
}
