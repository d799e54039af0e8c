import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "@wbe3/db";
import { createApp } from "../../app.ts";
import { apiCaller } from "../../test/api-call.ts";
import { createdShow, signedIn, rowsOf } from "../../test/live-shows.ts";
import { sseReader } from "../../test/sse-reader.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * Two app instances on one database, as behind a load balancer: on PostgreSQL each has its own
 * pool and its own LISTEN connection; on PGlite (one process) they share the database and each
 * has its own event hub.
 */
let one: TestApp;
let two: ReturnType<typeof createApp>;
let secondHandle: DatabaseHandle | null = null;
let owner: string;

async function sameDatabase(t: TestApp): Promise<DatabaseHandle | null> {
  if (t.deps.driver !== "postgres") return null;
  const rows = await rowsOf<{ name: string }>(t, sql`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL ?? "");
  url.pathname = `/${rows[0]?.name ?? ""}`;
  return openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
}

beforeAll(async () => {
  one = await createTestApp({ seed: false });
  secondHandle = await sameDatabase(one);
  two = createApp(secondHandle ? { ...one.deps, db: secondHandle.db, notifications: secondHandle.notifications } : { ...one.deps });
  owner = (await signedIn(one, "artist")).cookie;
});
afterAll(async () => {
  await secondHandle?.close();
  await one.close();
});

const streamOf = async (request: (path: string) => Promise<Response> | Response) => sseReader(await request("/api/shows/events"));

describe("live show events across instances", () => {
  it("reach the streams of both instances, whichever instance the change went through", async () => {
    const onOne = await streamOf((path) => one.request(path));
    const onTwo = await streamOf((path) => two.request(path));
    try {
      const show = await createdShow(one, owner);
      for (const stream of [onOne, onTwo]) expect((await stream.next()).data).toMatchObject({ showId: show.id, status: "upcoming" });
      const viaTwo = apiCaller(() => ({ ...one, request: (path: string, init?: RequestInit) => two.request(path, init) }));
      expect((await viaTwo(owner, "PATCH", `/api/shows/${show.id}`, { status: "live" })).status).toBe(200);
      for (const stream of [onOne, onTwo]) expect((await stream.next()).data).toMatchObject({ showId: show.id, status: "live" });
    } finally {
      await Promise.all([onOne.close(), onTwo.close()]);
    }
  });

  it.runIf(process.env.TEST_DB === "postgres")(
    "catches up from the table after the listening connection was cut",
    { timeout: 20_000 },
    async () => {
      const onTwo = await streamOf((path) => two.request(path));
      try {
        const cut = await rowsOf(
          one,
          sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
        );
        expect(cut.length).toBeGreaterThanOrEqual(1);
        // Written while instance two is deaf: it reads it from the table once it listens again.
        const show = await createdShow(one, owner);
        expect((await onTwo.next(undefined, 15_000)).data).toMatchObject({ showId: show.id, status: "upcoming" });
      } finally {
        await onTwo.close();
      }
    },
  );
});
