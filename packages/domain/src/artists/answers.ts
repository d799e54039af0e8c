import { z } from "zod";
import { collectorsAnswer } from "../chain/answers.ts";
import { uploadRecordAnswer } from "../uploads/answers.ts";

/** The artist's links, one per network; null where none is set. */
export const socialLinksAnswer = z.object({
  instagram: z.string().nullable(),
  youtube: z.string().nullable(),
  facebook: z.string().nullable(),
  tiktok: z.string().nullable(),
});
export type ArtistSocialLinks = z.output<typeof socialLinksAnswer>;

export const artistAnswer = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  bio: z.string(),
  avatarUrl: z.string().nullable(),
  verified: z.boolean(),
  walletAddress: z.string().nullable(),
  appleMusicArtistId: z.string().nullable(),
  socialLinks: socialLinksAnswer,
});
export type ArtistProfile = z.output<typeof artistAnswer>;

/** One page of Discover: artists with public work, verified first, then newest; `nextCursor` asks for the next page. */
export const artistDirectoryAnswer = z.object({ artists: z.array(artistAnswer), nextCursor: z.string().nullable() });
export type ArtistDirectory = z.output<typeof artistDirectoryAnswer>;

/** SPEC 3 music catalog response, one shape for every catalog provider. */
export const catalogTrackAnswer = z.object({
  id: z.string(),
  title: z.string(),
  albumName: z.string(),
  albumArt: z.string().nullable(),
  releaseDate: z.string(),
  /** Duration in milliseconds; null when it could not be read from the file. */
  duration: z.number().nullable(),
  previewUrl: z.string().nullable(),
  appleMusicUrl: z.string().nullable(),
  /** A holders-only track has no preview: its listing, where a fan buys it to listen (null: not for sale). */
  buyListingId: z.string().nullable().optional(),
});
export type CatalogTrack = z.output<typeof catalogTrackAnswer>;

export const musicCatalogAnswer = z.object({ isVerified: z.boolean(), totalTracks: z.number().int(), tracks: z.array(catalogTrackAnswer) });
export type MusicCatalog = z.output<typeof musicCatalogAnswer>;

/**
 * The public artist page: the profile, the catalog, who collected the artist's tokens, the
 * follower count and whether the signed-in viewer follows the artist (false for visitors).
 */
export const artistPageAnswer = z.object({
  artist: artistAnswer,
  catalog: musicCatalogAnswer,
  collectors: collectorsAnswer,
  followers: z.number().int(),
  following: z.boolean(),
});
export type ArtistPage = z.output<typeof artistPageAnswer>;

/** SPEC 3 public upload record as the storefront shows it; searched with `filterStorefront`. */
export const storefrontItemAnswer = uploadRecordAnswer.pick({
  id: true,
  title: true,
  artistName: true,
  description: true,
  category: true,
  price: true,
  imageUrl: true,
  tags: true,
  isMinted: true,
  createdAt: true,
});
export type StorefrontItem = z.output<typeof storefrontItemAnswer>;
