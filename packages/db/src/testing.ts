import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from "./client.ts";

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite by default, or a
 * throw-away database on the PostgreSQL server at DATABASE_URL when TEST_DB=postgres (dropped on
 * close), so test files can run in parallel against one server.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (process.env.TEST_DB !== "postgres") return openDatabase();
  if (!serverUrl) throw new Error("TEST_DB=postgres needs DATABASE_URL");
  const name = `wbe3_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
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
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: (options = {}) => openDatabase({ ...options, databaseUrl: url.toString(), poolSize: 2 }),
    drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
