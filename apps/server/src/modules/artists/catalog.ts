import type { artists } from "@wbe3/db";
import type { Database } from "@wbe3/db";
import type { MusicCatalog } from "@wbe3/domain";
import { listPublicMusic } from "./repo.ts";

type ArtistRow = typeof artists.$inferSelect;

/**
 * Where an artist's music catalog comes from (DESIGN 9). The local provider answers from the
 * artist's own public uploads; an Apple Music client plugs in here behind configuration.
 */
export interface MusicCatalogProvider {
  catalogFor(artist: ArtistRow): Promise<MusicCatalog>;
}

export function localCatalogProvider(db: Database): MusicCatalogProvider {
  return {
    async catalogFor(artist) {
      const rows = await listPublicMusic(db, artist.id);
      return {
        isVerified: artist.verified,
        totalTracks: rows.length,
        tracks: rows.map((row) => ({
          id: row.id,
          title: row.title,
          albumName: "Singles",
          albumArt: row.imageUrl,
          releaseDate: row.createdAt.toISOString().slice(0, 10),
          duration: row.durationMs,
          previewUrl: row.fileCid ? `/ipfs/${row.fileCid}` : null,
          appleMusicUrl: null,
        })),
      };
    },
  };
}
