import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { LIVE_SHOW_EVENT_KINDS, SHOW_EVENTS_PATH, liveShowEventAnswer, type LiveShow, type LiveShowEvent } from "@wbe3/domain";
import { buildApiUrl } from "@/lib/api-client";
import { applyShowEvent, cachedShow, refreshShows } from "../api/shows";

/** SPEC 9's realtime reconnect back-off, for when the browser gave up on the stream itself. */
export const SHOW_EVENTS_RETRY_MS = [1_000, 2_000, 5_000, 10_000] as const;

export type ShowEventListener = (event: LiveShowEvent, show: LiveShow | undefined) => void;

function parseEvent(data: unknown): LiveShowEvent | null {
  if (typeof data !== "string") return null;
  try {
    const parsed = liveShowEventAnswer.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Keeps every shown show's status and tickets left current from `GET /api/shows/events`, and
 * tells `onEvent` (with the show as it was) so the page can announce it. A dropped connection is
 * resumed by the browser, which sends Last-Event-ID; one the browser gave up on (the server
 * refused it) is opened again after a pause, resuming from the last event seen.
 */
export function useShowEvents(onEvent?: ShowEventListener): void {
  const queryClient = useQueryClient();
  const listener = useRef(onEvent);
  useEffect(() => {
    listener.current = onEvent;
  });

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let lastEventId = "";
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let missed = false;

    const receive = (message: MessageEvent) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      const event = parseEvent(message.data);
      if (!event) return;
      const before = cachedShow(queryClient, event.showId);
      applyShowEvent(queryClient, event);
      listener.current?.(event, before);
    };
    const open = () => {
      const stream = new EventSource(buildApiUrl(SHOW_EVENTS_PATH, { lastEventId }));
      source = stream;
      for (const kind of LIVE_SHOW_EVENT_KINDS) stream.addEventListener(kind, receive);
      stream.onopen = () => {
        failures = 0;
        // Resumed from a gap the server may no longer hold: ask for the lists and pages again.
        if (missed) void refreshShows(queryClient);
        missed = false;
      };
      stream.onerror = () => {
        missed = true;
        if (stream.readyState !== EventSource.CLOSED) return;
        const delay = SHOW_EVENTS_RETRY_MS[Math.min(failures, SHOW_EVENTS_RETRY_MS.length - 1)];
        failures += 1;
        retry = setTimeout(open, delay);
      };
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);
}
