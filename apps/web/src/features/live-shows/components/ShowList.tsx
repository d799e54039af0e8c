import { CalendarX } from "lucide-react";
import { NO_LIVE_SHOWS, RETRY, type LiveShow } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { Skeleton } from "@/components/ui/Skeleton";
import { cn } from "@/lib/cn";
import type { useShows } from "../api/shows";
import { ShowCard } from "./ShowCard";

const GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

interface ShowListProps {
  query: ReturnType<typeof useShows>;
  /** Whether any filter is on: an empty list then says so. */
  filtered: boolean;
  /** The show whose card takes focus, and the ref that focuses it. */
  focus: { id: string; ref: (element: HTMLElement | null) => void } | null;
}

export function ShowList({ query, filtered, focus }: ShowListProps) {
  if (query.isPending) return <ListSkeleton />;
  if (query.isError && !query.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-6">
        <p className="font-semibold">The shows could not be loaded.</p>
        <p className="text-sm text-muted-foreground">{query.error.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {RETRY}
        </Button>
      </div>
    );
  }
  const shows: LiveShow[] = query.data.pages.flatMap((page) => page.shows);
  const refreshing = query.isPlaceholderData && query.isFetching;
  if (shows.length === 0 && !refreshing) {
    return (
      <EmptyState
        icon={CalendarX}
        title={NO_LIVE_SHOWS}
        description={filtered ? "No show matches these filters." : "Shows that artists announce appear here."}
      />
    );
  }
  return (
    <div aria-busy={refreshing}>
      <ul aria-label="Shows" className={cn(GRID, "transition-opacity", refreshing && "opacity-60")}>
        {shows.map((show) => (
          <li key={show.id}>
            <ShowCard show={show} focusRef={focus?.id === show.id ? focus.ref : undefined} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-center text-sm">
          More shows could not be loaded: {query.error.message}
        </p>
      )}
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" size="lg" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? "Loading…" : query.isFetchNextPageError ? RETRY : "Load more shows"}
          </Button>
        </div>
      )}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading shows…</span>
      <div className={GRID}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-48 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
