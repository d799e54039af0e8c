import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { assertAppliedMigrationsUnchanged } from "./migration-guard.ts";
import { pgliteNotifications, postgresNotifications, type Notifications } from "./notifications.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DriverName = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  driver: DriverName;
  /** LISTEN/NOTIFY on this database (see notifications.ts); closed with the handle. */
  notifications: Notifications;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; omit for an in-memory database (tests). */
  pgliteDir?: string | undefined;
  /** Upper bound of pooled connections on PostgreSQL. */
  poolSize?: number | undefined;
  /** Another migrations folder (the upgrade test applies the first migration alone). */
  migrationsFolder?: string | undefined;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../migrations", import.meta.url));

const EXTENSIONS_SQL = "create extension if not exists pg_trgm; create extension if not exists citext;";
// Any constant works; it only has to be the same for every instance migrating one database.
const MIGRATION_LOCK_KEY = 0x77626533;

/** Opens the database, creates the extensions we rely on and applies pending migrations. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options, migrationsFolder)
    : await openPglite(options.pgliteDir, migrationsFolder);
  try {
    await assertAppliedMigrationsUnchanged(handle.db, migrationsFolder);
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}

async function openPglite(dataDir: string | undefined, migrationsFolder: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const fromTemplate = !dataDir && migrationsFolder === MIGRATIONS_FOLDER;
  const loadDataDir = fromTemplate ? await migratedInMemory() : undefined;
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { citext, pg_trgm },
  });
  // From the template both are no-ops that still check it is whole.
  await migrated(client, migrationsFolder);
  return {
    db: drizzlePglite({ client, schema }),
    driver: "pglite",
    notifications: pgliteNotifications(client),
    close: () => client.close(),
  };
}

async function migrated(client: PGlite, migrationsFolder: string): Promise<void> {
  await client.exec(EXTENSIONS_SQL);
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
}

let template: Promise<Blob> | undefined;

/**
 * In-memory databases (the tests' and tools') start from one migrated copy made once per process:
 * loading it takes about a second, where creating a cluster and running every migration takes
 * three to five. A copy that failed is made afresh by the next caller.
 */
function migratedInMemory(): Promise<Blob> {
  template ??= (async () => {
    const client = await PGlite.create({ extensions: { citext, pg_trgm } });
    try {
      await migrated(client, MIGRATIONS_FOLDER);
      return await client.dumpDataDir("none");
    } finally {
      await client.close();
    }
  })().catch((err: unknown) => {
    template = undefined;
    throw err;
  });
  return template;
}

async function openPostgres(connectionString: string, options: OpenDatabaseOptions, migrationsFolder: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? 10 });
  // An idle connection can be cut by the server (restart, failover, an admin); pg then emits
  // 'error' on the pool, which would crash the process without a listener. The pool drops that
  // connection and opens a new one on the next query, so noting it is enough.
  pool.on("error", (err) => console.warn(`database connection lost: ${err.message}`));
  const db = drizzlePg({ client: pool, schema });
  const conn = await pool.connect();
  try {
    // Several instances may start at once against one database; only one migrates at a time.
    await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await conn.query(EXTENSIONS_SQL);
    await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder });
  } finally {
    const unlocked = await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).then(
      () => true,
      () => false,
    );
    // A connection that could not give the lock back is closed, not returned to the pool holding it.
    conn.release(!unlocked);
  }
  const notifications = postgresNotifications(connectionString);
  return {
    db,
    driver: "postgres",
    notifications,
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}
