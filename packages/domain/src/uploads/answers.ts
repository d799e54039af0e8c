import { z } from "zod";
import { UPLOAD_CATEGORIES } from "./categories.ts";
import { TRACK_ACCESS_CHOICES } from "./file-access.ts";
import { NFT_STANDARDS } from "./upload-form.ts";

export const storedFileAnswer = z.object({
  /** CIDv1 of the bytes (what Kubo would give with --cid-version 1). */
  ipfsHash: z.string(),
  /** Same-origin URL that serves the bytes. */
  url: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
});
export type StoredFile = z.output<typeof storedFileAnswer>;

/** What an artist uploaded (SPEC 3 public upload record) with its mint state. */
export const uploadRecordAnswer = z.object({
  id: z.string(),
  title: z.string(),
  artistName: z.string(),
  description: z.string(),
  category: z.enum(UPLOAD_CATEGORIES),
  /** WBE3 base units, decimal string. */
  price: z.string(),
  imageUrl: z.string().nullable(),
  fileUrl: z.string().nullable(),
  tags: z.array(z.string()),
  royalty: z.number(),
  mintAsNFT: z.boolean(),
  nftType: z.enum(NFT_STANDARDS),
  editions: z.number().int(),
  isMinted: z.boolean(),
  isPublic: z.boolean(),
  /** Who may open the main file (decision 0025); the artist always may. */
  fileAccess: z.string(),
  /** How many wallets, the artist's own excepted, hold a token of it now: for a gated file, who can open it. */
  holders: z.number().int(),
  /** A holders-only track's public preview clip; null: none. */
  previewUrl: z.string().nullable(),
  tokenURI: z.string().nullable(),
  mint: z.object({ chainId: z.number().int(), contract: z.string(), tokenId: z.string(), txHash: z.string() }).nullable(),
  /** Its marketplace listing (a public upload), whose drop rules the artist sets; null: not listed. */
  listingId: z.string().nullable(),
  createdAt: z.string(),
});
export type UploadRecord = z.output<typeof uploadRecordAnswer>;

export const uploadAnswer = z.object({ upload: uploadRecordAnswer });

export const prepareMintAnswer = z.object({ tokenURI: z.string(), metadataCid: z.string() });
export type PrepareMintResponse = z.output<typeof prepareMintAnswer>;

/** An upload form's checked fields as a draft answers them (the output of `uploadFieldsSchema`). */
export const draftFieldsAnswer = z.object({
  category: z.enum(UPLOAD_CATEGORIES),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** WBE3 as typed (e.g. "1.5"), not base units: it is the form's value, kept until published. */
  price: z.string(),
  royalty: z.number(),
  mintAsNFT: z.boolean(),
  nftType: z.enum(NFT_STANDARDS),
  isPublic: z.boolean(),
  fileAccess: z.enum(TRACK_ACCESS_CHOICES),
  editions: z.number(),
  splits: z.array(z.object({ wallet: z.string(), bps: z.number() })),
});

/** One mint-cart item kept on the server: its fields and the files it already stored. */
export const uploadDraftAnswer = z.object({
  id: z.string(),
  fields: draftFieldsAnswer,
  fileCid: z.string(),
  fileName: z.string(),
  fileUrl: z.string(),
  imageCid: z.string().nullable(),
  createdAt: z.string(),
});
export type UploadDraft = z.output<typeof uploadDraftAnswer>;

/** The mint cart, oldest first (the order items were added). */
export const uploadDraftsAnswer = z.object({ drafts: z.array(uploadDraftAnswer) });
