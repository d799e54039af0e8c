import type { CatalogTrack } from "@wbe3/domain";
import { Lock, Music } from "lucide-react";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { PATHS } from "@/config/paths";
import { formatDuration } from "../format-duration";
import { usePlayReport } from "@/hooks/use-play-report";

function releaseDateText(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}

export function CatalogTrackItem({ track }: { track: CatalogTrack }) {
  const duration = formatDuration(track.duration);
  const { onPlay, onTimeUpdate } = usePlayReport(track.id);
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-lg border border-border p-3">
      {track.albumArt ? (
        <img src={track.albumArt} alt={`Artwork of ${track.title}`} className="size-16 rounded-md object-cover" loading="lazy" />
      ) : (
        <div className="flex size-16 items-center justify-center rounded-md bg-muted">
          <Music aria-hidden="true" className="size-6 text-muted-foreground" />
        </div>
      )}
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-medium">{track.title}</h3>
        <p className="text-sm text-muted-foreground">
          {track.albumName} · {releaseDateText(track.releaseDate)}
          {duration && (
            <>
              {" · "}
              <span aria-label={`Duration ${duration}`}>{duration}</span>
            </>
          )}
        </p>
        {track.appleMusicUrl && (
          <a href={track.appleMusicUrl} className="text-sm text-link underline-offset-4 hover:underline" target="_blank" rel="noreferrer">
            Open in Apple Music
          </a>
        )}
      </div>
      {track.buyListingId && (
        // A holders-only track: its holders play it from their vault; everyone else hears its
        // preview clip, if any, and may buy it.
        <ButtonLink
          to={`${PATHS.marketplace}?${new URLSearchParams({ q: track.title, category: "music" }).toString()}`}
          variant="outline"
          size="sm"
          aria-label={`Buy to listen to ${track.title}`}
        >
          <Lock aria-hidden="true" /> Buy to listen
        </ButtonLink>
      )}
      {track.previewUrl && (
        <audio
          controls
          preload="none"
          src={track.previewUrl}
          aria-label={`Preview of ${track.title}`}
          className="w-full sm:w-64"
          onPlay={onPlay}
          onTimeUpdate={onTimeUpdate}
        />
      )}
    </li>
  );
}
