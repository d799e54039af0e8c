import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAST_EVENT_ID_INVALID, TOO_MANY_SHOW_STREAMS } from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { createdShow, movedShow, signedIn } from "../../test/live-shows.ts";
import { sseReader } from "../../test/sse-reader.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { publishTicketsLeft } from "./service.ts";

let t: TestApp;
const call = apiCaller(() => t);
let owner: string;

const open = (headers: Record<string, string> = {}, query = "") => t.request(`/api/shows/events${query}`, { headers });

beforeAll(async () => {
  // A heartbeat every 40 ms; two streams per client address (in-process requests all come from "unknown").
  t = await createTestApp({ seed: false, env: { SHOW_EVENTS_HEARTBEAT_MS: "40", SHOW_EVENT_STREAMS_PER_ADDRESS: "2", TRUST_PROXY: "1" } });
  owner = (await signedIn(t, "artist")).cookie;
});
afterAll(() => t.close());

describe("GET /api/shows/events", () => {
  it("answers as an event stream and sends a show's status change as it happens", async () => {
    const res = await open();
    expect([res.status, res.headers.get("content-type"), res.headers.get("cache-control")]).toEqual([
      200,
      "text/event-stream; charset=utf-8",
      "no-cache, no-transform",
    ]);
    const stream = sseReader(res);
    try {
      const show = await createdShow(t, owner);
      const created = await stream.next();
      expect(created.data).toEqual({ kind: "status", showId: show.id, status: "upcoming", displayStatus: "upcoming" });
      await movedShow(t, owner, show.id, "live");
      const live = await stream.next();
      expect([live.event, live.data]).toEqual(["status", { kind: "status", showId: show.id, status: "live", displayStatus: "live" }]);
      expect(BigInt(live.id ?? "0")).toBeGreaterThan(BigInt(created.id ?? "0"));
    } finally {
      await stream.close();
    }
  });

  it("resumes after the Last-Event-ID with the events the client missed, in order", async () => {
    const show = await createdShow(t, owner);
    const first = sseReader(await open());
    await movedShow(t, owner, show.id, "live");
    // The show's creation may still be on its way to this instance: wait for the move itself.
    const seen = await first.next(
      (event) => event.data?.showId === show.id && event.data.kind === "status" && event.data.status === "live",
    );
    await first.close();
    // Missed while away: the end of the show and another show's creation.
    await movedShow(t, owner, show.id, "ended");
    const next = await createdShow(t, owner);
    const resumed = sseReader(await open({ "last-event-id": seen.id ?? "" }));
    try {
      const missed = await resumed.drain(300);
      expect(missed.map((event) => event.data)).toEqual([
        { kind: "status", showId: show.id, status: "ended", displayStatus: "ended" },
        { kind: "status", showId: next.id, status: "upcoming", displayStatus: "upcoming" },
      ]);
      expect(missed.map((event) => BigInt(event.id ?? "0") > BigInt(seen.id ?? "0"))).toEqual([true, true]);
    } finally {
      await resumed.close();
    }
    // A first connection cannot set the header: the query does the same.
    const byQuery = sseReader(await open({}, `?lastEventId=${seen.id ?? ""}`));
    try {
      expect((await byQuery.drain(300)).length).toBe(2);
    } finally {
      await byQuery.close();
    }
  });

  it("starts from now for a Last-Event-ID beyond every event", async () => {
    const stream = sseReader(await open({ "last-event-id": "999999999999" }));
    try {
      const show = await createdShow(t, owner);
      expect((await stream.next((read) => read.data?.showId === show.id)).data).toMatchObject({ status: "upcoming" });
    } finally {
      await stream.close();
    }
  });

  it("refuses a Last-Event-ID that is not an event id", async () => {
    for (const [headers, query] of [
      [{ "last-event-id": "abc" }, ""],
      [{}, "?lastEventId=-1"],
    ] as const) {
      const res = await open(headers, query);
      const body = (await res.json()) as { error: { reason: string; message: string } };
      expect([res.status, body.error.reason, body.error.message]).toEqual([400, "invalid_input", LAST_EVENT_ID_INVALID]);
    }
  });

  it("sends a heartbeat comment while nothing happens", async () => {
    const stream = sseReader(await open());
    try {
      const beat = await stream.next((event) => event.comments.includes("heartbeat"), 1000);
      expect(beat.data).toBeNull();
      await stream.next((event) => event.comments.includes("heartbeat"), 1000);
    } finally {
      await stream.close();
    }
  });

  it("carries the tickets-left hook's changes, only once their transaction commits", async () => {
    const show = await createdShow(t, owner, { ticketed: true, capacity: 10 });
    const stream = sseReader(await open());
    try {
      await t.db
        .transaction(async (tx) => {
          await publishTicketsLeft(tx, show.id, 9);
          throw new Error("rolled back");
        })
        .catch(() => undefined);
      await t.db.transaction((tx) => publishTicketsLeft(tx, show.id, 8));
      const event = await stream.next((read) => read.event === "tickets_left");
      expect([event.event, event.data]).toEqual(["tickets_left", { kind: "tickets_left", showId: show.id, ticketsLeft: 8 }]);
    } finally {
      await stream.close();
    }
  });

  it("holds each client address to its number of open streams", async () => {
    const from = (address: string) => ({ "x-forwarded-for": address });
    const a = [sseReader(await open(from("203.0.113.7"))), sseReader(await open(from("203.0.113.7")))];
    const third = await open(from("203.0.113.7"));
    expect([third.status, errorOf({ status: third.status, body: await third.json() }).reason]).toEqual([429, "too_many_streams"]);
    const refused = await call(null, "GET", "/api/shows/events", undefined, from("203.0.113.7"));
    expect(errorOf(refused).message).toBe(TOO_MANY_SHOW_STREAMS);
    // Another address has its own count; a closed stream gives its place back.
    const b = sseReader(await open(from("198.51.100.2")));
    await a[0]?.close();
    const again = await open(from("203.0.113.7"));
    expect(again.status).toBe(200);
    await sseReader(again).close();
    await Promise.all([a[1]?.close(), b.close()]);
  });
});
