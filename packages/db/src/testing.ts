import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type pg from "pg";
import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from "./client.ts";
import { databaseUrl, migratedTemplate, withServerClient } from "./postgres-template.ts";

const adminQuery = (serverUrl: string, text: string) => withServerClient(serverUrl, (client) => client.query(text)).then(() => undefined);

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite by default, or a
 * throw-away database on the PostgreSQL server at DATABASE_URL when TEST_DB=postgres (dropped on
 * close), so test files can run in parallel against one server. On PostgreSQL it is a copy of the
 * migrated template (postgres-template.ts), and commits do not wait for the disk: a test database
 * is never recovered after a crash of the server.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (process.env.TEST_DB !== "postgres") return openDatabase();
  if (!serverUrl) throw new Error("TEST_DB=postgres needs DATABASE_URL");
  const template = await migratedTemplate(serverUrl);
  const name = `wbe3_test_${randomBytes(6).toString("hex")}`;
  await withServerClient(serverUrl, async (client) => {
    await client.query(`create database "${name}" template "${template}"`);
    await client.query(`alter database "${name}" set synchronous_commit = off`);
  });
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * A database that outlives its handles, for tests that open it more than once (an upgrade from an
 * older migration set): a PGlite directory, or a named database on the PostgreSQL server.
 */
export async function createScratchDatabase(): Promise<{
  open(options?: Pick<OpenDatabaseOptions, "migrationsFolder">): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (process.env.TEST_DB !== "postgres") {
    const dir = mkdtempSync(path.join(tmpdir(), "wbe3-scratch-db-"));
    return {
      open: (options = {}) => openDatabase({ ...options, pgliteDir: path.join(dir, "pg") }),
      drop: () => {
        rmSync(dir, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }
  if (!serverUrl) throw new Error("TEST_DB=postgres needs DATABASE_URL");
  const name = `wbe3_scratch_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  return {
    open: (options = {}) => openDatabase({ ...options, databaseUrl: databaseUrl(serverUrl, name), poolSize: 2 }),
    drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** Statements a database was sent since counting started (see `countQueries`). */
export interface QueryCounter {
  readonly count: number;
  reset(): void;
  /** Stops counting and gives the driver its own methods back. */
  stop(): void;
}

type Method = (...args: unknown[]) => unknown;

/** Replaces `target[name]` with a wrapper that calls `onCall` first; returns how to put the original back. */
function wrapMethod(target: object, name: string, onCall: () => void, mapArgs: (args: unknown[]) => unknown[] = (args) => args) {
  const methods = target as Record<string, Method>;
  const own = Object.prototype.hasOwnProperty.call(target, name);
  const original = methods[name];
  if (!original) throw new Error(`countQueries: the driver has no ${name}()`);
  methods[name] = (...args) => {
    onCall();
    return original.apply(target, mapArgs(args));
  };
  return () => {
    if (own) methods[name] = original;
    else Reflect.deleteProperty(target, name);
  };
}

/**
 * Counts the statements `db` sends to its driver (each a round trip on PostgreSQL), for tests and
 * benchmarks that bound how many an answer takes. A transaction counts its BEGIN and COMMIT too.
 * Wraps the driver client of this one database; other databases in the process are not counted.
 */
export function countQueries(handle: Pick<DatabaseHandle, "db" | "driver">): QueryCounter {
  let count = 0;
  const counting = () => {
    count += 1;
  };
  const restores: (() => void)[] = [];
  const client = (handle.db as unknown as { $client: object }).$client;
  if (handle.driver === "pglite") {
    restores.push(wrapMethod(client, "query", counting), wrapMethod(client, "exec", counting));
    // PGlite runs BEGIN and COMMIT itself; the statements inside go through the handle it passes.
    restores.push(
      wrapMethod(
        client,
        "transaction",
        () => (count += 2),
        ([work, ...rest]) => [
          (tx: object) => {
            for (const name of ["query", "exec", "sql"]) wrapMethod(tx, name, counting);
            return (work as (tx: object) => unknown)(tx);
          },
          ...rest,
        ],
      ),
    );
  } else {
    // Every statement, inside a transaction or not, runs on a client checked out of the pool.
    const pool = client as pg.Pool;
    const wrapped = new Set<pg.PoolClient>();
    const onAcquire = (conn: pg.PoolClient) => {
      if (wrapped.has(conn)) return;
      wrapped.add(conn);
      restores.push(wrapMethod(conn, "query", counting));
    };
    pool.on("acquire", onAcquire);
    restores.push(() => pool.off("acquire", onAcquire));
  }
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    stop() {
      for (const restore of restores.reverse()) restore();
    },
  };
}

/** HoneyBank's books checked from the journal alone (server tests, the ledger bench, the kill test). */
export { auditLedger, CLEAN_BOOKS } from "./ledger-audit.ts";
