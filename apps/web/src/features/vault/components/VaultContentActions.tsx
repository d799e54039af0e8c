import { useRef, useState, type SyntheticEvent } from "react";
import { BookOpen, Download, Play } from "lucide-react";
import { AppError, PATHS, readerKindOf, type OwnedNft } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { cidOfContentUrl, useContentLink } from "../api/open-content";

/** What an item opens when it is a file (a check-in needs none, and is offered at the door, not here). */
type Content = NonNullable<OwnedNft["content"]> & { url: string; mimeType: string };

const EXTENSIONS = { pdf: "pdf", epub: "epub", text: "txt" } as const;

/** The name a download is saved under: the item's title with its file's extension. */
export function downloadName(title: string, mimeType: string): string {
  const kind = readerKindOf(mimeType);
  return kind ? `${title}.${EXTENSIONS[kind]}` : title;
}

const messageOf = (error: unknown) => (error instanceof AppError ? error.message : "The item could not be opened. Please try again.");

interface PlayerEvents {
  onPlay: (event: SyntheticEvent<HTMLAudioElement>) => void;
  onTimeUpdate: (event: SyntheticEvent<HTMLAudioElement>) => void;
}

/** A gated track: nothing loads until "Play" asks for a signed link, then the card's player plays it. */
function GatedPlayer({ nft, content, events }: { nft: OwnedNft; content: Content; events: PlayerEvents }) {
  const [src, setSrc] = useState<string | null>(null);
  const link = useContentLink();
  const audio = useRef<HTMLAudioElement>(null);

  function start() {
    link.mutate(content.url, {
      onSuccess: ({ url }) => {
        setSrc(url);
        // Started by the user's click: the element plays as soon as it has its source.
        requestAnimationFrame(() => void audio.current?.play().catch(() => undefined));
      },
    });
  }

  return (
    <div className="grid gap-2">
      {src ? (
        <audio
          ref={audio}
          controls
          autoPlay
          src={src}
          aria-label={`Play ${nft.title}`}
          className="w-full"
          onPlay={events.onPlay}
          onTimeUpdate={events.onTimeUpdate}
          // A link lasts ten minutes: once it no longer opens the track, "Play" asks for a new one.
          onError={() => setSrc(null)}
        />
      ) : (
        <Button size="sm" className="justify-self-start" disabled={link.isPending} onClick={start}>
          <Play aria-hidden="true" /> Play
        </Button>
      )}
      {link.error && (
        <p role="alert" className="text-sm text-destructive">
          {messageOf(link.error)}
        </p>
      )}
    </div>
  );
}

/** "Download": a signed link to the holder's copy (a book's PDF stamped for them), saved under the item's title. */
function DownloadButton({ nft, content }: { nft: OwnedNft; content: Content }) {
  const link = useContentLink();

  function save(href: string) {
    const anchor = document.createElement("a");
    anchor.href = href;
    anchor.download = downloadName(nft.title, content.mimeType);
    anchor.rel = "noopener";
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  }

  function download() {
    if (content.gated) link.mutate(content.url, { onSuccess: ({ url }) => save(url) });
    else save(content.url);
  }

  return (
    <>
      <Button size="sm" variant="outline" disabled={link.isPending} onClick={download}>
        <Download aria-hidden="true" /> Download
      </Button>
      {link.error && (
        <p role="alert" className="basis-full text-sm text-destructive">
          {messageOf(link.error)}
        </p>
      )}
    </>
  );
}

/**
 * What an owned item opens (issue 19, point 4), as its area declared (decision 0027): "Read" takes a
 * book or text to the in-app reader, "Play" plays a track (or a video's sound) in the card (a gated
 * one through a signed link), "Download" where the holder may keep a copy.
 */
export function VaultContentActions({ nft, events }: { nft: OwnedNft; events: PlayerEvents }) {
  const { content } = nft;
  if (!content?.url || !content.mimeType) return null;
  const file: Content = { ...content, url: content.url, mimeType: content.mimeType };
  const offers = (action: (typeof content.actions)[number]) => content.actions.includes(action);
  const cid = cidOfContentUrl(file.url);
  return (
    <div className="grid gap-2">
      {(offers("play") || offers("watch")) && file.gated && <GatedPlayer nft={nft} content={file} events={events} />}
      {(offers("read") || offers("download")) && (
        <div className="flex flex-wrap gap-2">
          {offers("read") && (
            <ButtonLink size="sm" to={PATHS.vaultReader(cid)} state={{ title: nft.title }}>
              <BookOpen aria-hidden="true" /> Read
            </ButtonLink>
          )}
          {offers("download") && <DownloadButton nft={nft} content={file} />}
        </div>
      )}
    </div>
  );
}
