import type { artists, Database, SocialLinks } from "@wbe3/db";
import {
  AppError,
  ARTIST_DIRECTORY_PAGE_SIZE,
  BAD_ARTIST_CURSOR,
  CANNOT_FOLLOW_YOURSELF,
  NO_ARTIST_FOR_WALLET,
  NO_ARTIST_WITH_USERNAME,
  SET_UP_PROFILE_FIRST,
  SOCIAL_NETWORKS,
  USERNAME_TAKEN,
  type ArtistDirectory,
  type ArtistPage,
  type ArtistProfile,
  type ArtistSocialLinks,
  type Collectors,
  type Follower,
  type FollowersPage,
  type FollowState,
  INVALID_FOLLOWERS_CURSOR,
  type SessionUser,
  TIER_MESSAGES,
} from "@wbe3/domain";
import { z } from "zod";
import type { artistProfileSchema, socialLinksSchema } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import type { Logger } from "../../lib/logger.ts";
import { tierBenefitsOf } from "../tiers/service.ts";
import type { MusicCatalogProvider } from "./catalog.ts";
import {
  countFollowers,
  deleteFollow,
  findArtistByName,
  findArtistByUser,
  findArtistByUsername,
  findArtistByWallet,
  findFollowersPage,
  findUsernames,
  insertFollowWithin,
  isFollowing,
  listDirectoryArtists,
  type PublicWorkTests,
  saveArtistProfile,
  saveSocialLinks,
  type DirectoryPosition,
} from "./repo.ts";

type ArtistRow = typeof artists.$inferSelect;

export type { MusicCatalogProvider } from "./catalog.ts";
export type { PublicWorkTest, PublicWorkTests } from "./repo.ts";

export function toArtistProfile(row: ArtistRow): ArtistProfile {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    bio: row.bio,
    avatarUrl: row.avatarUrl,
    verified: row.verified,
    walletAddress: row.walletAddress,
    appleMusicArtistId: row.appleMusicArtistId,
    socialLinks: toSocialLinks(row.socialLinks),
  };
}

/** Every network present, null where the record has no link (the stored JSON keeps only the set ones). */
function toSocialLinks(stored: SocialLinks): ArtistSocialLinks {
  return Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, stored[network] ?? null])) as ArtistSocialLinks;
}

export async function ownProfile(db: Database, user: SessionUser): Promise<ArtistProfile | null> {
  const row = await findArtistByUser(db, user.id);
  return row ? toArtistProfile(row) : null;
}

export async function updateOwnProfile(
  db: Database,
  user: SessionUser,
  input: z.output<typeof artistProfileSchema>,
): Promise<ArtistProfile> {
  const row = await saveArtistProfile(db, {
    userId: user.id,
    username: input.username,
    name: input.name,
    bio: input.bio,
    appleMusicArtistId: input.appleMusicArtistId ?? null,
    walletAddress: user.walletAddress,
    email: user.email,
  });
  if (!row) throw new AppError("conflict", USERNAME_TAKEN);
  return toArtistProfile(row);
}

/** Saves the signed-in artist's links on their record; an empty field removes that link. */
export async function updateOwnSocialLinks(
  db: Database,
  user: SessionUser,
  input: z.output<typeof socialLinksSchema>,
): Promise<ArtistSocialLinks> {
  const links: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    const link = input[network];
    if (link) links[network] = link;
  }
  const row = await saveSocialLinks(db, user.id, links);
  if (!row) throw new AppError("conflict", SET_UP_PROFILE_FIRST);
  return toSocialLinks(row.socialLinks);
}

const cursorShape = z.object({ verified: z.boolean(), createdAt: z.iso.datetime(), id: z.uuid() });

function encodeCursor(position: DirectoryPosition): string {
  return Buffer.from(JSON.stringify(position)).toString("base64url");
}

function decodeCursor(cursor: string): DirectoryPosition {
  try {
    return cursorShape.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
  } catch (cause: unknown) {
    // Not base64url JSON of a position: a hand-made or truncated cursor.
    throw new AppError("bad_request", BAD_ARTIST_CURSOR, { cause });
  }
}

/** One Discover page: artists with a profile and public work, verified first, then newest. */
export async function artistDirectory(db: Database, publicWork: PublicWorkTests, cursor: string | undefined): Promise<ArtistDirectory> {
  const after = cursor === undefined ? null : decodeCursor(cursor);
  // One row more than a page tells whether another page exists.
  const rows = await listDirectoryArtists(db, publicWork, after, ARTIST_DIRECTORY_PAGE_SIZE + 1);
  const page = rows.slice(0, ARTIST_DIRECTORY_PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor =
    rows.length > ARTIST_DIRECTORY_PAGE_SIZE && last
      ? encodeCursor({ verified: last.artist.verified, createdAt: last.createdAtKey, id: last.artist.id })
      : null;
  return { artists: page.map((row) => toArtistProfile(row.artist)), nextCursor };
}

/**
 * Who collected an artist's tokens, handed in where the app is put together (modules/collectors
 * sits above artists: it joins uploads' and the marketplace's read models).
 */
export type CollectorsOfArtist = (db: Database, chain: Chain, artistId: string, logger: Logger) => Promise<Collectors>;

/** The public artist page: profile, catalog, and who collected the artist's tokens (from the transfer index). */
export async function artistPage(
  deps: { db: Database; catalog: MusicCatalogProvider; chain: Chain },
  collectorsOf: CollectorsOfArtist,
  username: string,
  logger: Logger,
  viewer: SessionUser | null,
): Promise<ArtistPage> {
  const { db, catalog, chain } = deps;
  const row = await findArtistByUsername(db, username);
  if (!row) throw new AppError("not_found", NO_ARTIST_WITH_USERNAME);
  const [tracks, collectors, followers, following] = await Promise.all([
    catalog.catalogFor(row),
    collectorsOf(db, chain, row.id, logger),
    countFollowers(db, row.id),
    viewer ? isFollowing(db, viewer.id, row.id) : false,
  ]);
  return { artist: toArtistProfile(row), catalog: tracks, collectors, followers, following };
}

/**
 * Follows (`follow`) or unfollows the artist called `username`; asking for the state the user is
 * already in changes nothing. Nobody follows their own artist profile.
 */
export async function setFollowing(db: Database, user: SessionUser, username: string, follow: boolean): Promise<FollowState> {
  const row = await findArtistByUsername(db, username);
  if (!row) throw new AppError("not_found", NO_ARTIST_WITH_USERNAME);
  if (follow) {
    if (row.userId === user.id) throw new AppError("bad_request", CANNOT_FOLLOW_YOURSELF);
    const limit = (await tierBenefitsOf(db, user.id)).follows;
    if ((await insertFollowWithin(db, user.id, row.id, limit)) === "limit_reached") {
      throw new AppError("forbidden", TIER_MESSAGES.followsLimit(limit ?? 0));
    }
  } else {
    await deleteFollow(db, user.id, row.id);
  }
  return { following: follow, followers: await countFollowers(db, row.id) };
}

/** The artist called `username`, or null (for other areas' public pages of an artist). */
export async function artistByUsername(db: Database, username: string) {
  return (await findArtistByUsername(db, username)) ?? null;
}

/** How many users follow the artist. */
export function followerCount(db: Database, artistId: string): Promise<number> {
  return countFollowers(db, artistId);
}

export async function artistByWallet(db: Database, walletAddress: string): Promise<ArtistProfile> {
  const row = await findArtistByWallet(db, walletAddress);
  if (!row) throw new AppError("not_found", NO_ARTIST_FOR_WALLET);
  return toArtistProfile(row);
}

/**
 * How many tracks the artist page of the artist called `name` lists (its catalog's total), or
 * null when no artist has that name: the home spotlight shows the same figure as the page.
 */
export async function catalogTrackCountByName(db: Database, catalog: MusicCatalogProvider, name: string): Promise<number | null> {
  const row = await findArtistByName(db, name);
  return row ? (await catalog.catalogFor(row)).totalTracks : null;
}

/** The artist record of a signed-in user; null until they set up their profile. */
/** Usernames of these artists, by artist id (for lists that link to artist pages). */
export async function usernamesOf(db: Database, artistIds: string[]): Promise<Map<string, string>> {
  const rows = await findUsernames(db, [...new Set(artistIds)]);
  return new Map(rows.map((row) => [row.id, row.username]));
}

export function artistOfUser(db: Database, userId: string) {
  return findArtistByUser(db, userId);
}

/** Whether the user follows the artist called `username`, and the artist's follower count. */
export async function followState(db: Database, user: SessionUser, username: string): Promise<FollowState> {
  const row = await findArtistByUsername(db, username);
  if (!row) throw new AppError("not_found", NO_ARTIST_WITH_USERNAME);
  const [following, followers] = await Promise.all([isFollowing(db, user.id, row.id), countFollowers(db, row.id)]);
  return { following, followers };
}

// The followers cursor is opaque to clients: the last follow's time in microseconds and its user id.
const FOLLOWERS_CURSOR = /^(0|[1-9][0-9]{0,18}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function encodeFollowersCursor(micros: string, userId: string): string {
  return Buffer.from(`${micros}:${userId}`).toString("base64url");
}

function decodeFollowersCursor(cursor: string): { micros: bigint; userId: string } {
  const match = FOLLOWERS_CURSOR.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match?.[1] || !match[2]) throw new AppError("bad_request", INVALID_FOLLOWERS_CURSOR);
  return { micros: BigInt(match[1]), userId: match[2] };
}

/**
 * A page of the signed-in artist's followers, newest first, with the total; empty before the
 * profile is set up. Only the artist's own followers: the artist is the caller's.
 */
export async function ownFollowers(
  db: Database,
  user: SessionUser,
  query: { limit: number; cursor?: string | undefined },
): Promise<FollowersPage> {
  const after = query.cursor === undefined ? null : decodeFollowersCursor(query.cursor);
  const artist = await findArtistByUser(db, user.id);
  if (!artist) return { followers: [], total: 0, nextCursor: null };
  const [rows, total] = await Promise.all([findFollowersPage(db, artist.id, after, query.limit + 1), countFollowers(db, artist.id)]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const followers: Follower[] = page.map((row) => ({
    name: row.name ?? row.artistName,
    username: row.username,
    avatarUrl: row.avatarUrl,
    followedAt: row.followedAt.toISOString(),
  }));
  return { followers, total, nextCursor: rows.length > query.limit && last ? encodeFollowersCursor(last.micros, last.userId) : null };
}
