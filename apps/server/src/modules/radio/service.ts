import type { Database } from "@wbe3/db";
import { RADIO_TRACK_LIMIT, type RadioTracks } from "@wbe3/domain";
import { usernamesOf } from "../artists/service.ts";
import { radioTracks } from "../uploads/service.ts";

/** The radio's pool: the newest public minted music (the player shuffles it), each linked to its artist's page. */
export async function radioPool(db: Database): Promise<RadioTracks> {
  const tracks = await radioTracks(db, RADIO_TRACK_LIMIT);
  const usernames = await usernamesOf(
    db,
    tracks.map((track) => track.artistId),
  );
  return {
    tracks: tracks.flatMap(({ artistId, ...track }) => {
      const artistUsername = usernames.get(artistId);
      return artistUsername ? [{ ...track, artistUsername }] : [];
    }),
  };
}
