import { useState } from "react";
import { Link, useParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import { AppError, PATHS, RETRY } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { Skeleton } from "@/components/ui/Skeleton";
import { useShow } from "../api/shows";
import { statusNews } from "../format";
import { useShowEvents } from "../hooks/use-show-events";
import { ShowDetails } from "./ShowDetails";

/** /liveshows/:id: one show, kept current by the event stream; its status changes are announced politely. */
export function ShowPage() {
  const { id = "" } = useParams();
  const query = useShow(id);
  const [news, setNews] = useState("");
  // A malformed id names no show either.
  const missing = query.error instanceof AppError && (query.error.code === "not_found" || query.error.code === "bad_request");
  useShowEvents((event, before) => {
    if (event.showId === id && event.kind === "status" && before && before.displayStatus !== event.displayStatus) {
      setNews(statusNews(before.title, event.displayStatus));
    }
  });

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <Link
        to={PATHS.liveShows}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-link underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All live shows
      </Link>
      {query.isPending ? (
        <div role="status" className="grid gap-4">
          <span className="sr-only">Loading the show…</span>
          <Skeleton className="h-9 w-2/3 rounded-md" />
          <Skeleton className="aspect-video w-full rounded-lg" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{missing ? "Show not found" : "The show could not be loaded"}</h1>
          <p className="text-muted-foreground">{query.error.message}</p>
          {!missing && (
            <Button variant="outline" onClick={() => void query.refetch()}>
              {RETRY}
            </Button>
          )}
        </div>
      ) : (
        <ShowDetails show={query.data} />
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {news}
      </p>
    </div>
  );
}
