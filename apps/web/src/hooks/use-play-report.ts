import { useRef, type SyntheticEvent } from "react";
import { PLAY_COUNTS_AFTER_MS } from "@wbe3/domain";
import { reportPlay } from "@/lib/plays/report-play";

// Plays are counted for our own uploads (uuid ids); a catalog track from a music service has its own id.
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An `onTimeUpdate` handler for a track's <audio> (the artist page's and the vault's players):
 * once 30 s were played it reports the play, at most once per mount (the server counts one per
 * listener per track per 30 minutes anyway). No upload id (a token we do not know): nothing to
 * report. A failed report is not the listener's concern and is dropped.
 */
export function usePlayReport(uploadId: string | null) {
  const reported = useRef(false);
  return (event: SyntheticEvent<HTMLAudioElement>) => {
    const listenedMs = Math.floor(event.currentTarget.currentTime * 1000);
    if (reported.current || listenedMs < PLAY_COUNTS_AFTER_MS || uploadId === null || !UPLOAD_ID.test(uploadId)) return;
    reported.current = true;
    reportPlay(uploadId, listenedMs).catch(() => undefined);
  };
}
