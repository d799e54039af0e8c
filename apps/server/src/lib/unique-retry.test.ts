import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { isUniqueViolation, type DatabaseHandle } from "@wbe3/db";
import { openTestDatabase } from "@wbe3/db/testing";
import { retryUniqueLosses } from "./unique-retry.ts";

let handle: DatabaseHandle;
/** A write that loses the race for key 1 (someone else's row holds it) until `wins` is reached. */
const attemptsUntil = (wins: number) => {
  let tried = 0;
  const attempt = async () => {
    tried += 1;
    await handle.db.execute(sql`insert into race (id) values (${tried < wins ? 1 : 100 + tried}) on conflict do nothing`);
    if (tried < wins) await handle.db.execute(sql`insert into race (id) values (1)`);
    return tried;
  };
  return { attempt, tried: () => tried };
};

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table race (id integer primary key)`);
});
afterAll(() => handle.close());

describe("retryUniqueLosses", () => {
  it("tries again after losing a unique key, and answers the attempt that won", async () => {
    const run = attemptsUntil(3);
    expect(await retryUniqueLosses(4, run.attempt)).toBe(3);
    expect(run.tried()).toBe(3);
  });

  it("gives up after the last attempt, with the database's error", async () => {
    const run = attemptsUntil(Number.POSITIVE_INFINITY);
    await expect(retryUniqueLosses(4, run.attempt)).rejects.toSatisfy(isUniqueViolation);
    expect(run.tried()).toBe(4);
  });

  it("throws any other error at once", async () => {
    let tried = 0;
    const failing = () => {
      tried += 1;
      return Promise.reject(new Error("the chain is unreachable"));
    };
    await expect(retryUniqueLosses(4, failing)).rejects.toThrow("the chain is unreachable");
    expect(tried).toBe(1);
  });
});
