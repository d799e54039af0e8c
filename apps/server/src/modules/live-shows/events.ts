import { notify, type Database } from "@wbe3/db";
import { displayStatus, liveShowEventAnswer, type LiveShowEvent, type LiveShowStatus } from "@wbe3/domain";
import { findShowEventsAfter, insertShowEvent, type ShowEventRow } from "./repo.ts";

/** The NOTIFY channel every server instance listens on (decision 0033). */
export const SHOW_EVENTS_CHANNEL = "live_show_events";

/** One event as the stream sends it: `id:` is the row's id, `event:` its kind. */
export interface NumberedShowEvent {
  id: bigint;
  event: LiveShowEvent;
}

/** An event without its show: what `publish` is given. */
type EventBody = LiveShowEvent extends infer Event ? (Event extends LiveShowEvent ? Omit<Event, "showId"> : never) : never;

function toEvent(row: ShowEventRow): NumberedShowEvent {
  const event = liveShowEventAnswer.parse({ ...row.payload, kind: row.kind, showId: row.showId });
  return { id: row.id, event };
}

/**
 * Records the event and notifies every instance, in the caller's transaction: listeners hear it
 * when it commits, and a rollback sends nothing. Call it last in the transaction: from here to the
 * commit, other events wait (their ids must follow commit order).
 */
async function publish(tx: Database, showId: string, event: EventBody): Promise<void> {
  const { kind, ...payload } = event;
  const row = await insertShowEvent(tx, { showId, kind, payload });
  await notify(tx, SHOW_EVENTS_CHANNEL, JSON.stringify({ id: row.id.toString(), kind: row.kind, showId, payload }));
}

export function publishStatus(tx: Database, showId: string, status: LiveShowStatus): Promise<void> {
  return publish(tx, showId, { kind: "status", status, displayStatus: displayStatus(status) });
}

/**
 * For the tickets work: a show's tickets left changed (a sale, a refund, a new capacity). Call it
 * inside the transaction that changes the count, as its last statement.
 */
export function publishTicketsLeft(tx: Database, showId: string, left: number): Promise<void> {
  return publish(tx, showId, { kind: "tickets_left", ticketsLeft: left });
}

/** A NOTIFY payload back into an event; null for anything else on the channel. */
export function parseNotifiedEvent(payload: string): NumberedShowEvent | null {
  try {
    const { id, kind, showId, payload: fields } = JSON.parse(payload) as { id: string; kind: string; showId: string; payload: object };
    const event = liveShowEventAnswer.safeParse({ ...fields, kind, showId });
    return event.success && /^[0-9]+$/.test(id) ? { id: BigInt(id), event: event.data } : null;
  } catch {
    return null;
  }
}

/** The events after `afterId`, oldest first (a resuming stream's catch-up). */
export async function showEventsAfter(db: Database, afterId: bigint, limit: number): Promise<NumberedShowEvent[]> {
  return (await findShowEventsAfter(db, afterId, limit)).map(toEvent);
}
