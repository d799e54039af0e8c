import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Pause, Play, Radio, SkipForward, X } from "lucide-react";
import {
  NO_RADIO_TRACKS,
  RADIO_CLOSE_LABEL,
  RADIO_LOAD_FAILED,
  RADIO_NEXT_LABEL,
  RADIO_PAUSE_LABEL,
  RADIO_PLAY_LABEL,
  RADIO_TITLE,
  RADIO_VOLUME_LABEL,
  type RadioTrack,
} from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { PATHS } from "@/config/paths";
import { usePlayReport } from "@/hooks/use-play-report";
import { fillRadioQueue, nextRadioTrack, setRadioPlaying, setRadioVolume, stopRadio, useRadio } from "@/lib/radio/radio-store";
import { useRadioTracks } from "../api/get-radio-tracks";

/**
 * WBE3 Radio's mini-player, fixed at the bottom of every page once started (the layout mounts it
 * lazily). The store holds the queue and what is playing, so navigating never interrupts it.
 */
export function RadioPlayer() {
  const tracks = useRadioTracks();
  const { queue, index } = useRadio();

  useEffect(() => {
    if (queue === null && tracks.data) fillRadioQueue(tracks.data.tracks);
  }, [queue, tracks.data]);

  const track = queue?.[index];
  const single = queue?.length === 1;
  return (
    <>
      {/* Keeps the end of the page (the footer) scrollable above the fixed bar. */}
      <div aria-hidden="true" className="h-20" />
      <section
        aria-label={RADIO_TITLE}
        className="fixed inset-x-0 bottom-0 z-40 flex min-h-20 items-center gap-3 border-t border-border bg-background px-4 py-2 shadow-lg"
      >
        {track ? <NowPlaying track={track} single={single} /> : <RadioStatus failed={tracks.isError} empty={queue?.length === 0} />}
        <Button variant="ghost" size="icon" aria-label={RADIO_CLOSE_LABEL} onClick={stopRadio} className="ml-auto shrink-0">
          <X aria-hidden="true" />
        </Button>
      </section>
    </>
  );
}

function RadioStatus({ failed, empty }: { failed: boolean; empty: boolean }) {
  const text = failed ? RADIO_LOAD_FAILED : empty ? NO_RADIO_TRACKS : null;
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Radio aria-hidden="true" className="size-4" />
      {text ?? RADIO_TITLE}
    </p>
  );
}

/** `single`: the only track on the radio loops instead of ending (there is no next one to move to). */
function NowPlaying({ track, single }: { track: RadioTrack; single: boolean }) {
  const { playing, volume } = useRadio();
  const audio = useRef<HTMLAudioElement>(null);
  // Radio plays count as streams like every player's (decision 0021).
  const { onPlay, onTimeUpdate } = usePlayReport(track.uploadId);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    // A browser may refuse to play (autoplay rules): show the play button rather than a silent "pause".
    if (playing) element.play().catch(() => setRadioPlaying(false));
    else element.pause();
  }, [playing, track.uploadId]);

  useEffect(() => {
    if (audio.current) audio.current.volume = volume;
  }, [volume]);

  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center gap-3">
      <audio
        ref={audio}
        src={track.audioUrl}
        preload="auto"
        loop={single}
        onEnded={nextRadioTrack}
        onPlay={onPlay}
        onTimeUpdate={onTimeUpdate}
      />
      {track.imageUrl ? (
        <img src={track.imageUrl} alt="" width={48} height={48} className="size-12 shrink-0 rounded object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded bg-muted">
          <Radio className="size-5" />
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate font-medium">{track.title}</p>
        <Link to={PATHS.artist(track.artistUsername)} className="truncate text-sm text-link underline-offset-4 hover:underline">
          {track.artistName}
        </Link>
      </div>
      <div className="flex items-center gap-1">
        <Button size="icon" aria-label={playing ? RADIO_PAUSE_LABEL : RADIO_PLAY_LABEL} onClick={() => setRadioPlaying(!playing)}>
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        </Button>
        <Button variant="ghost" size="icon" aria-label={RADIO_NEXT_LABEL} onClick={nextRadioTrack}>
          <SkipForward aria-hidden="true" />
        </Button>
      </div>
      <label className="flex items-center gap-2 text-sm">
        {RADIO_VOLUME_LABEL}
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={volume}
          onChange={(event) => setRadioVolume(Number(event.currentTarget.value))}
          className="w-24 accent-primary"
        />
      </label>
    </div>
  );
}
