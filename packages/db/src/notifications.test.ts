import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.ts";
import { notify } from "./notifications.ts";
import { openTestDatabase } from "./testing.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** Resolves with the payloads heard on `channel` until `count` arrived (or rejects after a second). */
function heard(channel: string, count: number) {
  const payloads: string[] = [];
  let done: (value: string[]) => void = () => undefined;
  const all = new Promise<string[]>((resolve, reject) => {
    done = resolve;
    setTimeout(() => reject(new Error(`heard only ${JSON.stringify(payloads)}`)), 1000).unref();
  });
  return {
    all,
    onPayload: (payload: string) => {
      payloads.push(payload);
      if (payloads.length === count) done(payloads);
    },
    payloads,
  };
}

describe("notifications", () => {
  it("delivers what a committed transaction sent, in order, and nothing of a rolled-back one", async () => {
    const listener = heard("test_events", 2);
    const stop = await handle.notifications.listen("test_events", listener.onPayload);
    try {
      await handle.db
        .transaction(async (tx) => {
          await notify(tx, "test_events", "lost");
          throw new Error("rolled back");
        })
        .catch(() => undefined);
      await handle.db.transaction(async (tx) => {
        await notify(tx, "test_events", "first");
        await notify(tx, "test_events", "second");
      });
      expect(await listener.all).toEqual(["first", "second"]);
    } finally {
      await stop();
    }
  });

  it("delivers to every listener of the channel and to no other channel, until each stops", async () => {
    const a = heard("test_fanout", 1);
    const b = heard("test_fanout", 1);
    const other = heard("test_other", 1);
    const stops = await Promise.all([
      handle.notifications.listen("test_fanout", a.onPayload),
      handle.notifications.listen("test_fanout", b.onPayload),
      handle.notifications.listen("test_other", other.onPayload),
    ]);
    await notify(handle.db, "test_fanout", "hello");
    expect([await a.all, await b.all]).toEqual([["hello"], ["hello"]]);
    await Promise.all(stops.map((stop) => stop()));
    await notify(handle.db, "test_fanout", "after");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([a.payloads, other.payloads]).toEqual([["hello"], []]);
  });

  it("refuses a channel name that is not a plain identifier", async () => {
    await expect(handle.notifications.listen('x"; drop table users; --', () => undefined)).rejects.toThrow("Not a channel name");
    await expect(notify(handle.db, "Bad-Name", "x")).rejects.toThrow("Not a channel name");
  });
});
