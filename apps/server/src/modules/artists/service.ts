import type { artists, Database } from "@wbe3/db";
import {
  AppError,
  NO_ARTIST_FOR_WALLET,
  NO_ARTIST_WITH_USERNAME,
  USERNAME_TAKEN,
  type ArtistPage,
  type ArtistProfile,
  type SessionUser,
} from "@wbe3/domain";
import type { z } from "zod";
import type { artistProfileSchema } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import type { Logger } from "../../lib/logger.ts";
import { collectorsOfArtist } from "../chain-index/service.ts";
import type { MusicCatalogProvider } from "./catalog.ts";
import { findArtistByUser, findArtistByUsername, findArtistByWallet, listVerifiedArtists, saveArtistProfile } from "./repo.ts";

type ArtistRow = typeof artists.$inferSelect;

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
  };
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

export async function verifiedArtists(db: Database): Promise<ArtistProfile[]> {
  return (await listVerifiedArtists(db)).map(toArtistProfile);
}

/** The public artist page: profile, catalog, and who collected the artist's tokens (from the transfer index). */
export async function artistPage(
  db: Database,
  catalog: MusicCatalogProvider,
  chain: Chain,
  username: string,
  logger: Logger,
): Promise<ArtistPage> {
  const row = await findArtistByUsername(db, username);
  if (!row) throw new AppError("not_found", NO_ARTIST_WITH_USERNAME);
  const [tracks, collectors] = await Promise.all([catalog.catalogFor(row), collectorsOfArtist(db, chain, row.id, logger)]);
  return { artist: toArtistProfile(row), catalog: tracks, collectors };
}

export async function artistByWallet(db: Database, walletAddress: string): Promise<ArtistProfile> {
  const row = await findArtistByWallet(db, walletAddress);
  if (!row) throw new AppError("not_found", NO_ARTIST_FOR_WALLET);
  return toArtistProfile(row);
}

/** The artist record of a signed-in user; null until they set up their profile. */
export function artistOfUser(db: Database, userId: string) {
  return findArtistByUser(db, userId);
}
