import type { artists } from "@wbe3/db";
import type { CatalogTrack, MusicCatalog } from "@wbe3/domain";
import type { AppleMusicClient } from "../../adapters/catalog/apple-music.ts";
import type { Logger } from "../../lib/logger.ts";

/** The artist's own public music (the uploads module answers it; server.ts wires it in). */
export type OwnTracks = (artistId: string) => Promise<CatalogTrack[]>;

type ArtistRow = typeof artists.$inferSelect;

/**
 * Where an artist's music catalog comes from (DESIGN 9): Apple Music when it is configured and
 * the artist has linked an Apple Music artist id, otherwise the artist's own public uploads.
 */
export interface MusicCatalogProvider {
  catalogFor(artist: ArtistRow): Promise<MusicCatalog>;
}

export function catalogProvider(ownTracks: OwnTracks, apple: AppleMusicClient | null, logger: Logger): MusicCatalogProvider {
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
      tracks ??= await ownTracks(artist.id);
      return { isVerified: artist.verified, totalTracks: tracks.length, tracks };
    },
  };
}
