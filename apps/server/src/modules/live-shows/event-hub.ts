import type { Database, Notifications } from "@wbe3/db";
import type { Logger } from "../../lib/logger.ts";
import { lastShowEventId } from "./repo.ts";
import { parseNotifiedEvent, SHOW_EVENTS_CHANNEL, showEventsAfter, type NumberedShowEvent } from "./events.ts";

/** Events one catch-up reads at most; a client further behind gets the newest after its id in pages. */
const CATCH_UP_PAGE = 500;

export interface ShowEventSubscriber {
  /** Called with each event in id order, each once. */
  send(event: NumberedShowEvent): void;
}

export interface ShowEventHub {
  /** Whether `address` may open one more stream; counts it if so (give it back with the release). */
  claimStream(address: string): (() => void) | null;
  /**
   * Sends `subscriber` every event after `afterId` (or, without one, every event from now on)
   * until the answer is called. Events written while the catch-up is read are neither lost nor
   * sent twice.
   */
  subscribe(subscriber: ShowEventSubscriber, afterId: bigint | null): Promise<() => void>;
  /** Stops listening (the app's database handle closes the connection itself). */
  stop(): Promise<void>;
}

interface Subscription {
  subscriber: ShowEventSubscriber;
  /** The last id sent: anything at or below it is a repeat. */
  lastId: bigint;
  /** Live events held while the catch-up is read. */
  held: NumberedShowEvent[] | null;
}

/**
 * One per app: listens on the events channel (PostgreSQL LISTEN/NOTIFY, or PGlite's own) and
 * fans each event out to this instance's open streams. The listener starts with the first stream.
 */
export function createShowEventHub(
  db: Database,
  notifications: Notifications,
  logger: Logger,
  { streamsPerAddress }: { streamsPerAddress: number },
): ShowEventHub {
  const subscriptions = new Set<Subscription>();
  const openStreams = new Map<string, number>();
  let listening: Promise<() => Promise<void>> | null = null;
  /** The newest id fanned out: after a lost listener connection, what follows it is read from the table. */
  let newestId = -1n;

  function deliver(subscription: Subscription, event: NumberedShowEvent): void {
    if (event.id <= subscription.lastId) return;
    subscription.lastId = event.id;
    subscription.subscriber.send(event);
  }

  function fanOut(event: NumberedShowEvent): void {
    if (event.id > newestId) newestId = event.id;
    for (const subscription of subscriptions) {
      if (subscription.held) subscription.held.push(event);
      else deliver(subscription, event);
    }
  }

  async function catchUp(): Promise<void> {
    if (newestId < 0n) return;
    for (;;) {
      const events = await showEventsAfter(db, newestId, CATCH_UP_PAGE);
      for (const event of events) fanOut(event);
      if (events.length < CATCH_UP_PAGE) return;
    }
  }

  function listen(): Promise<() => Promise<void>> {
    listening ??= (async () => {
      const stop = await notifications.listen(
        SHOW_EVENTS_CHANNEL,
        (payload) => {
          const event = parseNotifiedEvent(payload);
          if (event) fanOut(event);
          else logger.warn({ channel: SHOW_EVENTS_CHANNEL }, "unreadable live show event notification");
        },
        () => {
          catchUp().catch((err: unknown) => logger.warn({ err }, "live show events could not be caught up"));
        },
      );
      // Ids after this are heard; a reconnect reads from here.
      if (newestId < 0n) newestId = await lastShowEventId(db);
      return stop;
    })().catch((err: unknown) => {
      listening = null;
      throw err;
    });
    return listening;
  }

  return {
    claimStream(address) {
      const open = openStreams.get(address) ?? 0;
      if (open >= streamsPerAddress) return null;
      openStreams.set(address, open + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (openStreams.get(address) ?? 1) - 1;
        if (left > 0) openStreams.set(address, left);
        else openStreams.delete(address);
      };
    },

    async subscribe(subscriber, afterId) {
      await listen();
      // An id beyond any event (another database's, a made-up one) would hold back every event until
      // the ids pass it: such a stream starts from now.
      const resumeFrom = afterId !== null && afterId <= newestId ? afterId : null;
      const subscription: Subscription = { subscriber, lastId: resumeFrom ?? newestId, held: [] };
      subscriptions.add(subscription);
      const unsubscribe = () => void subscriptions.delete(subscription);
      try {
        if (resumeFrom !== null) {
          for (;;) {
            const missed = await showEventsAfter(db, subscription.lastId, CATCH_UP_PAGE);
            for (const event of missed) deliver(subscription, event);
            if (missed.length < CATCH_UP_PAGE) break;
          }
        }
      } catch (err) {
        unsubscribe();
        throw err;
      }
      const held = subscription.held ?? [];
      subscription.held = null;
      for (const event of held) deliver(subscription, event);
      return unsubscribe;
    },

    async stop() {
      const current = listening;
      listening = null;
      subscriptions.clear();
      const stopListening = await current?.catch(() => null);
      await stopListening?.();
    },
  };
}
