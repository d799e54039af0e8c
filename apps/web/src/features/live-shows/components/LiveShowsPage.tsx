import { useCallback, useState } from "react";
import { Link } from "react-router";
import { LIVE_SHOWS_ENDPOINTS, OPEN_MIC_NIGHT, canAccess, showPagePath, type LiveShow } from "@wbe3/domain";
import { ComponentErrorBoundary } from "@/components/ComponentErrorBoundary";
import { focusElement } from "@/lib/focus/focus";
import { useViewer } from "@/lib/session/use-viewer";
import { useShows } from "../api/shows";
import { statusNews } from "../format";
import { useShowEvents } from "../hooks/use-show-events";
import { useShowFilters } from "../hooks/use-show-filters";
import { CreateShowDialog } from "./CreateShowDialog";
import { ShowFilterBar } from "./ShowFilterBar";
import { ShowList } from "./ShowList";

const CREATE_ACCESS = LIVE_SHOWS_ENDPOINTS["POST /api/shows"].access;

/**
 * /liveshows and /live-shows (SPEC 2): the shows, filtered in the URL, kept current by the event
 * stream (status changes are announced politely), and for artists the create dialog.
 */
export function LiveShowsPage() {
  const { filters, setStatus, setOpenMic } = useShowFilters();
  const query = useShows(filters);
  const { viewer, isLoading } = useViewer();
  // The server decides (an artist, or the privileged wallet); the button follows the same rule.
  const canCreate = !isLoading && canAccess(CREATE_ACCESS, viewer);
  const [created, setCreated] = useState<LiveShow | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [news, setNews] = useState("");

  useShowEvents((event, before) => {
    if (event.kind === "status" && before && before.displayStatus !== event.displayStatus) {
      setNews(statusNews(before.title, event.displayStatus));
    }
  });

  const takeFocus = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    focusElement(element);
    setFocusId(null);
  }, []);
  const inList = created !== null && (query.data?.pages.some((page) => page.shows.some((show) => show.id === created.id)) ?? false);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Live Shows</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Upcoming and live streams from WBE3 artists, {OPEN_MIC_NIGHT} included. Times are shown on your clock.
          </p>
        </div>
        {canCreate && (
          <CreateShowDialog
            onCreated={(show) => {
              setCreated(show);
              setFocusId(show.id);
            }}
          />
        )}
      </div>
      {created && (
        <p
          ref={focusId !== null && !inList ? takeFocus : undefined}
          role="status"
          className="mt-4 rounded-md border border-border bg-muted px-3 py-2 text-sm"
        >
          “{created.title}” was created.{" "}
          <Link to={showPagePath(created.id)} className="font-medium text-link underline-offset-4 hover:underline">
            Open its page
          </Link>
        </p>
      )}
      <div className="mt-6">
        <ShowFilterBar filters={filters} onStatus={setStatus} onOpenMic={setOpenMic} />
      </div>
      <div className="mt-6">
        <ComponentErrorBoundary region="live-shows">
          <ShowList
            query={query}
            filtered={filters.status !== null || filters.openMic}
            focus={focusId !== null && inList ? { id: focusId, ref: takeFocus } : null}
          />
        </ComponentErrorBoundary>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {news}
      </p>
    </div>
  );
}
