import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderHook } from "@testing-library/react";
import { QueryClientProvider, type InfiniteData } from "@tanstack/react-query";
import { SHOW_EVENTS_PATH, type LiveShow, type LiveShowPage } from "@wbe3/domain";
import { createTestQueryClient } from "@/test/render-app";
import { installFakeEventSource, type FakeEventSource } from "@/test/fake-event-source";
import { showKey, showsQueryOptions } from "../api/shows";
import { sampleShow } from "../test/sample-show";
import { SHOW_EVENTS_RETRY_MS, useShowEvents } from "./use-show-events";

let Source: typeof FakeEventSource;
beforeEach(() => {
  Source = installFakeEventSource();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setUp(show: LiveShow) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(showKey(show.id), show);
  const list = showsQueryOptions({ status: null, openMic: false });
  queryClient.setQueryData<InfiniteData<LiveShowPage, number>>(list.queryKey, {
    pages: [{ shows: [show], nextOffset: null }],
    pageParams: [0],
  });
  const heard = vi.fn();
  const view = renderHook(() => useShowEvents(heard), {
    wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
  const listed = () => queryClient.getQueryData(list.queryKey)?.pages[0]?.shows[0];
  const own = () => queryClient.getQueryData<LiveShow>(showKey(show.id));
  return { queryClient, heard, view, listed, own };
}

describe("useShowEvents", () => {
  it("applies status and tickets-left events to the show's page and the lists, and tells the listener", () => {
    const show = sampleShow({ ticketed: true, capacity: 10, ticketsLeft: 10 });
    const { heard, listed, own } = setUp(show);
    const stream = Source.latest();
    expect(stream.url).toBe(SHOW_EVENTS_PATH);
    stream.open();

    stream.emit("status", { kind: "status", showId: show.id, status: "live", displayStatus: "live" }, "7");
    expect(own()).toMatchObject({ status: "live", displayStatus: "live" });
    expect(listed()).toMatchObject({ status: "live", displayStatus: "live" });
    expect(heard).toHaveBeenCalledWith(
      expect.objectContaining({ kind: "status", displayStatus: "live" }),
      expect.objectContaining({ displayStatus: "upcoming" }),
    );

    stream.emit("tickets_left", { kind: "tickets_left", showId: show.id, ticketsLeft: 8 }, "8");
    expect(own()?.ticketsLeft).toBe(8);
    expect(listed()?.ticketsLeft).toBe(8);
  });

  it("ignores what it cannot read and events about shows not shown", () => {
    const show = sampleShow();
    const { heard, own } = setUp(show);
    const stream = Source.latest();
    stream.emit("status", "{not json", "1");
    stream.emit("status", { kind: "status", showId: show.id, status: "live" }, "2");
    expect(heard).not.toHaveBeenCalled();
    stream.emit("status", { kind: "status", showId: sampleShow().id, status: "live", displayStatus: "live" }, "3");
    expect(heard).toHaveBeenCalledWith(expect.anything(), undefined);
    expect(own()?.displayStatus).toBe("upcoming");
  });

  it("asks again for the shows after a dropped stream reconnects, and opens a refused one again from the last event", () => {
    vi.useFakeTimers();
    const show = sampleShow();
    const { queryClient } = setUp(show);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const first = Source.latest();
    first.open();
    first.emit("status", { kind: "status", showId: show.id, status: "live", displayStatus: "live" }, "41");

    // The browser reconnects by itself (sending Last-Event-ID): nothing new is opened.
    first.fail();
    first.open();
    expect(Source.instances).toHaveLength(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["live-shows"] });

    // Refused: opened again after the back-off, resuming after event 41.
    first.fail({ closed: true });
    vi.advanceTimersByTime(SHOW_EVENTS_RETRY_MS[0] - 1);
    expect(Source.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(Source.latest().url).toBe(`${SHOW_EVENTS_PATH}?lastEventId=41`);
    Source.latest().fail({ closed: true });
    vi.advanceTimersByTime(SHOW_EVENTS_RETRY_MS[1] - 1);
    expect(Source.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(Source.instances).toHaveLength(3);
  });

  it("closes the stream when the page goes", () => {
    const { view } = setUp(sampleShow());
    const stream = Source.latest();
    view.unmount();
    expect(stream.readyState).toBe(Source.CLOSED);
  });
});
