import type { artists, Database } from "@wbe3/db";
import type { CatalogTrack, MusicCatalog } from "@wbe3/domain";
import type { AppleMusicClient } from "../../adapters/catalog/apple-music.ts";
import type { Logger } from "../../lib/logger.ts";
import { listPublicMusic } from "./repo.ts";

type ArtistRow = typeof artists.$inferSelect;

/**
 * Where an artist's music catalog comes from (DESIGN 9): Apple Music when it is configured and
 * the artist has linked an Apple Music artist id, otherwise the artist's own public uploads.
 */
export interface MusicCatalogProvider {
  catalogFor(artist: ArtistRow): Promise<MusicCatalog>;
}

async function localTracks(db: Database, artist: ArtistRow): Promise<CatalogTrack[]> {
  const rows = await listPublicMusic(db, artist.id);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    albumName: "Singles",
    albumArt: row.imageUrl,
    releaseDate: row.createdAt.toISOString().slice(0, 10),
    duration: row.durationMs,
    previewUrl: row.fileCid ? `/ipfs/${row.fileCid}` : null,
    appleMusicUrl: null,
  }));
}

export function catalogProvider(db: Database, apple: AppleMusicClient | null, logger: Logger): MusicCatalogProvider {
  return {
    async catalogFor(artist) {
      let tracks: CatalogTrack[] | null = null;
      if (apple && artist.appleMusicArtistId) {
        // A failing Apple Music shows the artist's own uploads (real data), never made-up tracks.
        tracks = await apple.artistTracks(artist.appleMusicArtistId).catch((err: unknown) => {
          logger.warn({ err, artist: artist.username }, "Apple Music catalog unavailable; showing uploads");
          return null;
        });
      }
      tracks ??= await localTracks(db, artist);
      return { isVerified: artist.verified, totalTracks: tracks.length, tracks };
    },
  };
}
