import { z } from "zod";
import { FILL_REQUIRED_FIELDS } from "../shared/messages.ts";
import type { NftStandard } from "../uploads/upload-form.ts";
import type { UploadCategory } from "../uploads/categories.ts";
import { textField } from "../shared/text.ts";

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{2,40}$/;
const USERNAME_RULE = "Username: 2 to 40 letters, digits, dots, dashes or underscores.";

export const artistProfileSchema = z.object({
  username: textField({ label: "Username", max: 40, tooLong: USERNAME_RULE, required: FILL_REQUIRED_FIELDS }).regex(
    USERNAME_PATTERN,
    USERNAME_RULE,
  ),
  name: textField({ label: "Name", max: 80, tooLong: "Name must be at most 80 characters.", required: FILL_REQUIRED_FIELDS }),
  bio: textField({ label: "About", max: 1000, tooLong: "About must be at most 1000 characters.", multiline: true }).default(""),
  appleMusicArtistId: z
    .string()
    .trim()
    .regex(/^[0-9]{1,20}$/, "Apple Music artist ID: the number at the end of the artist's Apple Music link.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
export type ArtistProfileInput = z.input<typeof artistProfileSchema>;

export interface ArtistProfile {
  id: string;
  username: string;
  name: string;
  bio: string;
  avatarUrl: string | null;
  verified: boolean;
  walletAddress: string | null;
  appleMusicArtistId: string | null;
}

/** What an artist uploaded (SPEC 3 public upload record) with its mint state. */
export interface UploadRecord {
  id: string;
  title: string;
  artistName: string;
  description: string;
  category: UploadCategory;
  /** WBE3 base units, decimal string. */
  price: string;
  imageUrl: string | null;
  fileUrl: string | null;
  tags: string[];
  royalty: number;
  mintAsNFT: boolean;
  nftType: NftStandard;
  editions: number;
  isMinted: boolean;
  isPublic: boolean;
  tokenURI: string | null;
  mint: { chainId: number; contract: string; tokenId: string; txHash: string } | null;
  createdAt: string;
}

/** SPEC 3 music catalog response, one shape for every catalog provider. */
export interface CatalogTrack {
  id: string;
  title: string;
  albumName: string;
  albumArt: string | null;
  releaseDate: string;
  /** Duration in milliseconds; null when it could not be read from the file. */
  duration: number | null;
  previewUrl: string | null;
  appleMusicUrl: string | null;
}

export interface MusicCatalog {
  isVerified: boolean;
  totalTracks: number;
  tracks: CatalogTrack[];
}

export interface ArtistPage {
  artist: ArtistProfile;
  catalog: MusicCatalog;
}

export interface PrepareMintResponse {
  tokenURI: string;
  metadataCid: string;
}

/** SPEC 3 public upload record as the storefront shows it; searched with `filterStorefront`. */
export type StorefrontItem = Pick<
  UploadRecord,
  "id" | "title" | "artistName" | "description" | "category" | "price" | "imageUrl" | "tags" | "isMinted" | "createdAt"
>;
