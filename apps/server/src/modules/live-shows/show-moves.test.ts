import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { SHOW_CLOSED, statusMoveRefused, liveShowAnswer } from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { createdShow, movedShow, signedIn, rowsOf } from "../../test/live-shows.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
const call = apiCaller(() => t);
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = (await signedIn(t, "artist")).cookie;
});
afterAll(() => t.close());

async function refusedMove(id: string, status: string) {
  const answer = await call(owner, "PATCH", `/api/shows/${id}`, { status });
  return [answer.status, errorOf(answer).reason, errorOf(answer).message];
}

describe("a show's status", () => {
  it("goes upcoming → live → ended, and no other way", async () => {
    const show = await createdShow(t, owner);
    expect(await refusedMove(show.id, "ended")).toEqual([409, "status_move_not_allowed", statusMoveRefused("upcoming", "ended")]);
    expect((await movedShow(t, owner, show.id, "live")).displayStatus).toBe("live");
    expect(await refusedMove(show.id, "upcoming")).toEqual([409, "status_move_not_allowed", statusMoveRefused("live", "upcoming")]);
    expect(await refusedMove(show.id, "cancelled")).toEqual([409, "status_move_not_allowed", statusMoveRefused("live", "cancelled")]);
    expect((await movedShow(t, owner, show.id, "ended")).displayStatus).toBe("ended");
    expect(await refusedMove(show.id, "live")).toEqual([409, "status_move_not_allowed", statusMoveRefused("ended", "live")]);
    expect(await refusedMove(show.id, "cancelled")).toEqual([409, "status_move_not_allowed", statusMoveRefused("ended", "cancelled")]);
  });

  it("may be cancelled only before the show starts, and a cancelled show stays cancelled", async () => {
    const show = await createdShow(t, owner);
    expect((await movedShow(t, owner, show.id, "cancelled")).status).toBe("cancelled");
    for (const status of ["upcoming", "live", "ended"]) {
      expect(await refusedMove(show.id, status)).toEqual([409, "status_move_not_allowed", statusMoveRefused("cancelled", status)]);
    }
  });

  it("changes nothing when sent the status it has", async () => {
    const show = await createdShow(t, owner);
    const same = await call(owner, "PATCH", `/api/shows/${show.id}`, { status: "upcoming" });
    expect(liveShowAnswer.parse(same.body).status).toBe("upcoming");
    const rows = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from live_show_events where show_id = ${show.id}`);
    // Only the creation's event.
    expect(rows[0]?.n).toBe(1);
  });

  it("refuses an unknown status as bad input", async () => {
    const show = await createdShow(t, owner);
    const answer = await call(owner, "PATCH", `/api/shows/${show.id}`, { status: "postponed" });
    expect([answer.status, errorOf(answer).reason]).toEqual([400, "invalid_input"]);
  });

  it("closes an ended or cancelled show to edits", async () => {
    const ended = await createdShow(t, owner);
    await movedShow(t, owner, ended.id, "live");
    await movedShow(t, owner, ended.id, "ended");
    const cancelled = await createdShow(t, owner);
    await movedShow(t, owner, cancelled.id, "cancelled");
    for (const id of [ended.id, cancelled.id]) {
      const answer = await call(owner, "PATCH", `/api/shows/${id}`, { title: "Encore" });
      expect([answer.status, errorOf(answer).reason, errorOf(answer).message]).toEqual([409, "show_closed", SHOW_CLOSED]);
    }
  });

  it("moves with an edit in one request, and records each move in the activity log", async () => {
    const show = await createdShow(t, owner);
    const live = await call(owner, "PATCH", `/api/shows/${show.id}`, { status: "live", title: "On Air" });
    expect(liveShowAnswer.parse(live.body)).toMatchObject({ status: "live", title: "On Air" });
    const rows = await rowsOf<{ action: string; details: unknown }>(
      t,
      sql`select action, details from activity_logs where details->>'showId' = ${show.id} order by id`,
    );
    expect(rows).toEqual([
      { action: "live_show_created", details: { showId: show.id, ticketed: false } },
      { action: "live_show_status_changed", details: { showId: show.id, from: "upcoming", to: "live" } },
    ]);
  });
});
