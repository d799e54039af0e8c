import { useState, type ReactNode, type Ref } from "react";
import { Play, VideoOff } from "lucide-react";
import { HLS_NOT_SUPPORTED, RETRY, VIDEO_UNAVAILABLE, playVideoLabel, type ShowWatch } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";

const HLS_TYPE = "application/vnd.apple.mpegurl";
/** A link this close to its end is renewed before it is played. */
const PLAY_MARGIN_MS = 5_000;

/** Asks for a fresh link; resolves to it, or to null when the viewer may no longer watch. */
export type RenewLink = () => Promise<ShowWatch | null>;

const expiresSoon = (answer: ShowWatch): boolean => answer.expiresAt !== null && Date.parse(answer.expiresAt) - Date.now() < PLAY_MARGIN_MS;

/** The 16:9 box every state of the stream sits in, so nothing moves as it changes. */
export function StreamBox({ title, children, boxRef }: { title: string; children: ReactNode; boxRef?: Ref<HTMLDivElement> }) {
  return (
    <div ref={boxRef} role="group" aria-label={title} className="relative aspect-video w-full overflow-hidden rounded-lg bg-muted">
      {children}
    </div>
  );
}

export function StreamMessage({ text, detail, action }: { text: string; detail?: string; action?: ReactNode }) {
  return (
    <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center">
      <VideoOff aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-semibold">{text}</p>
      {detail && <p className="max-w-sm text-sm text-muted-foreground">{detail}</p>}
      {action}
    </div>
  );
}

/**
 * A ticketed show's stream from its signed link (`GET /api/shows/:id/watch`), inside its box. A
 * YouTube or Twitch embed is framed once the viewer presses play, with the link as it was then
 * (a renewed link does not reload a playing embed); an HLS stream plays in a native `<video>`,
 * and when it fails (an expired link, among others) it asks for a fresh link once and plays on.
 */
export function SignedStreamPlayer({
  title,
  answer,
  renew,
  onPlay,
}: {
  title: string;
  answer: ShowWatch;
  renew: RenewLink;
  onPlay: () => void;
}) {
  return answer.player === "hls" ? (
    <HlsStream title={title} src={answer.url} renew={renew} />
  ) : (
    <EmbedStream title={title} answer={answer} renew={renew} onPlay={onPlay} />
  );
}

function EmbedStream({ title, answer, renew, onPlay }: { title: string; answer: ShowWatch; renew: RenewLink; onPlay: () => void }) {
  const [playing, setPlaying] = useState<string | null>(null);
  if (playing) {
    return (
      <iframe
        src={playing}
        title={title}
        className="absolute inset-0 size-full border-0"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  const play = async () => {
    const fresh = expiresSoon(answer) ? await renew() : answer;
    if (!fresh) return;
    onPlay();
    setPlaying(fresh.url);
  };
  return (
    <button
      type="button"
      aria-label={playVideoLabel(title)}
      onClick={() => void play()}
      className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-2 p-4 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-black/70 text-white transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
        <Play aria-hidden="true" className="size-6 translate-x-0.5" fill="currentColor" />
      </span>
      <span className="line-clamp-2 max-w-full text-center text-sm font-medium text-muted-foreground">{title}</span>
    </button>
  );
}

function canPlayHls(): boolean {
  return document.createElement("video").canPlayType(HLS_TYPE) !== "";
}

function HlsStream({ title, src, renew }: { title: string; src: string; renew: RenewLink }) {
  const [playable] = useState(canPlayHls);
  // The link the video started playing from: a renewal while it plays does not restart it.
  const [started, setStarted] = useState<string | null>(null);
  // Each fresh start gets a new element, even when the renewed link reads the same.
  const [attempt, setAttempt] = useState(0);
  const [retried, setRetried] = useState(false);
  const [failed, setFailed] = useState(false);

  const again = async () => {
    const fresh = await renew();
    if (!fresh) return;
    setStarted(null);
    setAttempt((count) => count + 1);
  };

  if (!playable) return <StreamMessage text={VIDEO_UNAVAILABLE} detail={HLS_NOT_SUPPORTED} />;
  if (failed) {
    return (
      <StreamMessage
        text={VIDEO_UNAVAILABLE}
        action={
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setFailed(false);
              setRetried(false);
              void again();
            }}
          >
            {RETRY}
          </Button>
        }
      />
    );
  }
  const current = started ?? src;
  return (
    <video
      key={`${attempt}:${current}`}
      src={current}
      aria-label={title}
      controls
      playsInline
      // Nothing is fetched until the viewer presses play; after a renewal the stream plays on.
      preload="none"
      autoPlay={attempt > 0}
      onPlay={() => setStarted(current)}
      onPlaying={() => setRetried(false)}
      onError={() => {
        // One fresh link per failure; a stream that fails on a fresh link too is unavailable.
        if (retried) {
          setFailed(true);
          return;
        }
        setRetried(true);
        void again();
      }}
      className="absolute inset-0 size-full bg-black"
    />
  );
}
