import { z } from "zod";
import { AppError, APPLE_MUSIC_UNREACHABLE, APPLE_MUSIC_UNREADABLE, appleMusicAnswered, type CatalogTrack } from "@wbe3/domain";

export interface AppleMusicOptions {
  /** Apple Music developer token (a signed JWT). */
  token: string;
  storefront: string;
  apiUrl?: string;
  fetch?: typeof fetch;
}

const ARTWORK_SIZE = 600;
// Apple caps top songs at 20 per page.
const MAX_TRACKS = 20;

// Only the fields we use; anything else Apple sends is ignored.
const songsResponse = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      attributes: z.object({
        name: z.string(),
        albumName: z.string().default(""),
        artwork: z.object({ url: z.string() }).optional(),
        releaseDate: z.string().default(""),
        durationInMillis: z.number().int().nonnegative().optional(),
        previews: z.array(z.object({ url: z.string() })).default([]),
        url: z.string().optional(),
      }),
    }),
  ),
});

/** The Apple Music catalog API: an artist's top songs in SPEC 3's catalog track shape. */
export function appleMusicClient(options: AppleMusicOptions) {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiUrl ?? "https://api.music.apple.com";
  return {
    async artistTracks(artistId: string): Promise<CatalogTrack[]> {
      const url = new URL(
        `/v1/catalog/${encodeURIComponent(options.storefront)}/artists/${encodeURIComponent(artistId)}/view/top-songs`,
        base,
      );
      url.searchParams.set("limit", String(MAX_TRACKS));
      let res: Response;
      try {
        res = await doFetch(url, { headers: { authorization: `Bearer ${options.token}` }, signal: AbortSignal.timeout(10_000) });
      } catch {
        throw new AppError("unavailable", APPLE_MUSIC_UNREACHABLE);
      }
      if (!res.ok) throw new AppError("unavailable", appleMusicAnswered(res.status));
      const parsed = songsResponse.safeParse(await res.json().catch(() => null));
      if (!parsed.success) throw new AppError("unavailable", APPLE_MUSIC_UNREADABLE);
      return parsed.data.data.map(({ id, attributes: a }) => ({
        id,
        title: a.name,
        albumName: a.albumName,
        albumArt: a.artwork ? a.artwork.url.replace("{w}", String(ARTWORK_SIZE)).replace("{h}", String(ARTWORK_SIZE)) : null,
        releaseDate: a.releaseDate,
        duration: a.durationInMillis ?? null,
        previewUrl: a.previews[0]?.url ?? null,
        appleMusicUrl: a.url ?? null,
      }));
    },
  };
}

export type AppleMusicClient = ReturnType<typeof appleMusicClient>;
