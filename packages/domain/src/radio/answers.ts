import { z } from "zod";

/** One track the radio may play: public, minted music with its audio, and whose page to link to. */
export const radioTrackAnswer = z.object({
  uploadId: z.string(),
  title: z.string(),
  artistName: z.string(),
  artistUsername: z.string(),
  imageUrl: z.string().nullable(),
  audioUrl: z.string(),
  durationMs: z.number().int().nullable(),
});
export type RadioTrack = z.output<typeof radioTrackAnswer>;

/** The radio's pool, newest first; the player shuffles it itself. */
export const radioTracksAnswer = z.object({ tracks: z.array(radioTrackAnswer) });
export type RadioTracks = z.output<typeof radioTracksAnswer>;
