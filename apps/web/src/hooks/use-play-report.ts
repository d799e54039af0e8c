import { useRef, type SyntheticEvent } from "react";
import { PLAY_COUNTS_AFTER_MS } from "@wbe3/domain";
import { reportPlay, startPlay } from "@/lib/plays/report-play";

// Plays are counted for our own uploads (uuid ids); a catalog track from a music service has its own id.
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Browsers fire timeupdate several times a second while playing: a bigger jump is a seek, not listening. */
const MAX_STEP_SECONDS = 2;

interface Play {
  uploadId: string;
  /** From the server's answer to the start; null until it came. */
  playId: string | null;
  /** When that answer came (Date.now()): the server started its clock no later. */
  answeredAt: number;
  heardMs: number;
  lastTime: number | null;
  reported: boolean;
}

type AudioEvent = SyntheticEvent<HTMLAudioElement>;

/**
 * The play reporting of a track's <audio> (the artist page's, the vault's and the radio's players),
 * following decision 0021: `onPlay` starts a play on the server; `onTimeUpdate` adds up the time
 * actually heard (seeks skip nothing into it) and, once 30 s were heard and 30 s passed since the
 * server answered the start, reports it with its playId — once per track per mount (the server
 * counts one per listener per track per 30 minutes anyway). No upload id (a token we do not
 * know): nothing to report. A failed start or report is not the listener's concern and is dropped.
 */
export function usePlayReport(uploadId: string | null) {
  const play = useRef<Play | null>(null);
  const current = () => (play.current?.uploadId === uploadId ? play.current : null);

  const onPlay = () => {
    if (uploadId === null || !UPLOAD_ID.test(uploadId) || current()) return;
    const started: Play = { uploadId, playId: null, answeredAt: 0, heardMs: 0, lastTime: null, reported: false };
    play.current = started;
    startPlay(uploadId)
      .then((answer) => {
        started.playId = answer.playId ?? null;
        started.answeredAt = Date.now();
      })
      .catch(() => {
        // The next play event tries again.
        if (play.current === started) play.current = null;
      });
  };

  const onTimeUpdate = (event: AudioEvent) => {
    const heard = current();
    if (!heard || heard.reported) return;
    const { currentTime, duration } = event.currentTarget;
    const step = heard.lastTime === null ? 0 : currentTime - heard.lastTime;
    heard.lastTime = currentTime;
    if (step > 0 && step <= MAX_STEP_SECONDS) heard.heardMs += step * 1000;
    if (heard.playId === null || heard.heardMs < PLAY_COUNTS_AFTER_MS || Date.now() - heard.answeredAt < PLAY_COUNTS_AFTER_MS) return;
    heard.reported = true;
    // A looping track can be heard for longer than it lasts; the server counts at most its duration.
    const listenedMs = Math.floor(Number.isFinite(duration) && duration > 0 ? Math.min(heard.heardMs, duration * 1000) : heard.heardMs);
    reportPlay(heard.uploadId, heard.playId, listenedMs).catch(() => undefined);
  };

  return { onPlay, onTimeUpdate };
}
