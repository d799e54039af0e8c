import { useRef, useState } from "react";
import { Play, VideoOff } from "lucide-react";
import {
  HLS_NOT_SUPPORTED,
  NO_VIDEO,
  VIDEO_UNAVAILABLE,
  playVideoLabel,
  videoEmbedUrl,
  videoSource,
  videoThumbnailUrl,
  type VideoSource,
} from "@wbe3/domain";
import { focusElement } from "@/lib/focus/focus";
import { cn } from "@/lib/cn";

const HLS_TYPE = "application/vnd.apple.mpegurl";

type VideoPlayerProps = {
  /** What is playing (a show's or a video's title): names the player, its "Play" button and its frame. */
  title: string;
  /** A YouTube or Twitch link, as an artist pasted it. */
  url?: string | null;
  /** An HLS stream (a show streamed over RTMP): played by the browser's own player when given. */
  hlsUrl?: string | null;
  className?: string;
};

/**
 * A video in a fixed 16:9 box, so nothing moves as it loads. A YouTube or Twitch link shows a
 * thumbnail first and frames the provider's player only when the viewer asks, so no provider
 * sees a visitor who did not press play. An HLS stream plays in a native `<video>`: Safari and
 * phones play HLS themselves, and a script player would weigh more than this whole component.
 */
export function VideoPlayer({ title, url, hlsUrl, className }: VideoPlayerProps) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={box}
      role="group"
      aria-label={title}
      className={cn(
        "relative aspect-video w-full overflow-hidden rounded-lg bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      {hlsUrl ? (
        <HlsVideo key={hlsUrl} src={hlsUrl} title={title} />
      ) : url ? (
        <LinkedVideo
          key={url}
          source={videoSource(url)}
          title={title}
          // The "Play" button goes away with the click: keep keyboard and screen reader in the player.
          onPlay={() => box.current && focusElement(box.current)}
        />
      ) : (
        <VideoMessage text={NO_VIDEO} />
      )}
    </div>
  );
}

function LinkedVideo({ source, title, onPlay }: { source: VideoSource | null; title: string; onPlay: () => void }) {
  const [playing, setPlaying] = useState(false);
  if (source === null) return <VideoMessage text={VIDEO_UNAVAILABLE} />;
  if (!playing) {
    return (
      <Thumbnail
        source={source}
        title={title}
        onPlay={() => {
          onPlay();
          setPlaying(true);
        }}
      />
    );
  }
  return (
    <iframe
      // Read at play time: Twitch plays only on the host its `parent` names.
      src={videoEmbedUrl(source, { parent: window.location.hostname, autoplay: true })}
      title={title}
      className="absolute inset-0 size-full border-0"
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      // YouTube's player refuses to play for a page that sends no referrer.
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

function Thumbnail({ source, title, onPlay }: { source: VideoSource; title: string; onPlay: () => void }) {
  // A still that fails to load (offline, blocked, removed) leaves the plain box: the video may still play.
  const [stillFailed, setStillFailed] = useState(false);
  const still = stillFailed ? null : videoThumbnailUrl(source);
  return (
    <button
      type="button"
      aria-label={playVideoLabel(title)}
      onClick={onPlay}
      className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-2 p-4 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring"
    >
      {still ? (
        <img
          src={still}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          onError={() => setStillFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <span className="line-clamp-2 max-w-full text-center text-sm font-medium text-muted-foreground">{title}</span>
      )}
      <span className="relative order-first flex size-14 items-center justify-center rounded-full bg-black/70 text-white transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
        <Play aria-hidden="true" className="size-6 translate-x-0.5" fill="currentColor" />
      </span>
    </button>
  );
}

function canPlayHls(): boolean {
  return document.createElement("video").canPlayType(HLS_TYPE) !== "";
}

function HlsVideo({ src, title }: { src: string; title: string }) {
  const [playable] = useState(canPlayHls);
  const [failed, setFailed] = useState(false);
  if (!playable) return <VideoMessage text={VIDEO_UNAVAILABLE} detail={HLS_NOT_SUPPORTED} />;
  if (failed) return <VideoMessage text={VIDEO_UNAVAILABLE} />;
  return (
    <video
      src={src}
      aria-label={title}
      controls
      playsInline
      // Nothing is fetched until the viewer presses play, as with the linked videos' thumbnails.
      preload="none"
      onError={() => setFailed(true)}
      className="absolute inset-0 size-full bg-black"
    />
  );
}

function VideoMessage({ text, detail }: { text: string; detail?: string }) {
  return (
    <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center">
      <VideoOff aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-semibold">{text}</p>
      {detail && <p className="max-w-sm text-sm text-muted-foreground">{detail}</p>}
    </div>
  );
}
