import { useRef } from "react";
import { AppError, NO_VIDEO, RETRY, type LiveShow } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { Skeleton } from "@/components/ui/Skeleton";
import { VideoPlayer } from "@/components/VideoPlayer";
import { focusElement } from "@/lib/focus/focus";
import { useShowWatch } from "../api/my-tickets";
import { useRefetchOnChange } from "../hooks/use-refetch-on-change";
import { useViewerKey } from "../hooks/use-viewer-key";
import { SignedStreamPlayer, StreamBox, StreamMessage } from "./SignedStreamPlayer";

export const SIGN_IN_TO_WATCH = "Sign in to watch";
export const SIGN_IN_TO_WATCH_DETAIL = "This show's stream is for its ticket holders: sign in with the wallet that holds your ticket.";
export const BUY_A_TICKET_TO_WATCH = "Buy a ticket to watch";

/**
 * The show's stream. A free show's link (and a ticketed show's, to its artist) comes with the
 * show and plays in the video player; anyone else asks `/watch` for a ticketed show's signed
 * link, and is told what to do when it is refused: sign in, or buy a ticket.
 */
export function WatchShow({ show }: { show: LiveShow }) {
  return (
    <section aria-labelledby="watch-show">
      <h2 id="watch-show" className="sr-only">
        Watch
      </h2>
      {!show.ticketed || show.mine ? (
        <VideoPlayer title={show.title} url={show.stream.url} hlsUrl={show.stream.hlsUrl} />
      ) : (
        <TicketedStream show={show} />
      )}
    </section>
  );
}

function TicketedStream({ show }: { show: LiveShow }) {
  const watch = useShowWatch(show.id, useViewerKey());
  // A fan who just bought a ticket may watch now: asked again when a sale changes the tickets left.
  useRefetchOnChange(show.ticketsLeft, watch.refetch);
  // One box through loading, refusal and playing, so nothing moves and focus has a place to stay.
  const box = useRef<HTMLDivElement>(null);
  const renew = async () => {
    const result = await watch.refetch();
    // A refusal keeps the old answer beside the error: that link is no longer to be played.
    return result.isError ? null : (result.data ?? null);
  };
  return (
    <StreamBox title={show.title} boxRef={box}>
      {watch.isError ? (
        refusal(watch.error, () => void watch.refetch())
      ) : watch.isPending ? (
        <>
          <Skeleton className="absolute inset-0 rounded-none" />
          <p role="status" className="sr-only">
            Loading the stream…
          </p>
        </>
      ) : (
        <SignedStreamPlayer
          title={show.title}
          answer={watch.data}
          renew={renew}
          // The "Play" button goes away with the click: keep keyboard and screen reader in the player.
          onPlay={() => box.current && focusElement(box.current)}
        />
      )}
    </StreamBox>
  );
}

/** What a refusal of `/watch` tells the viewer: never a player that cannot play. */
function refusal(error: Error, retry: () => void) {
  if (error instanceof AppError) {
    if (error.code === "unauthorized") return <StreamMessage text={SIGN_IN_TO_WATCH} detail={SIGN_IN_TO_WATCH_DETAIL} />;
    if (error.reason === "not_holder") return <StreamMessage text={BUY_A_TICKET_TO_WATCH} detail={error.message} />;
    if (error.code === "forbidden") return <StreamMessage text={error.message} />;
    if (error.reason === "no_stream") return <StreamMessage text={NO_VIDEO} />;
  }
  return (
    <StreamMessage
      text="The stream could not be loaded"
      detail={error.message}
      action={
        <Button variant="outline" size="sm" onClick={retry}>
          {RETRY}
        </Button>
      }
    />
  );
}
