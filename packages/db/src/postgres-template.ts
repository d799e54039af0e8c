import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { MIGRATIONS_FOLDER, openDatabase } from "./client.ts";

// Any constant works; it only has to be the same for every test process building the template.
const TEMPLATE_LOCK_KEY = 0x77626534;

/** Every file under the migrations folder, by name and content: the template's version. */
function migrationsDigest(folder = MIGRATIONS_FOLDER): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(path.relative(folder, file)).update("\0").update(readFileSync(file)).update("\0");
    }
  };
  walk(folder);
  return hash.digest("hex").slice(0, 16);
}

/** Runs `work` with a client of the server's own database, closed after. */
export async function withServerClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const exists = async (client: pg.Client, name: string) =>
  ((await client.query("select 1 from pg_database where datname = $1", [name])).rowCount ?? 0) > 0;

/**
 * A migrated, empty database on the PostgreSQL server that each test database is copied from
 * (`create database … template`), one per set of migrations: copying takes a fraction of the
 * second that migrating a new database takes. The first test process to ask builds it under an
 * advisory lock, with no connection left open (a template in use cannot be copied), and gives it
 * its name only when it is complete, so a process killed while building leaves nothing in use.
 */
async function buildTemplate(serverUrl: string): Promise<string> {
  const name = `wbe3_template_${migrationsDigest()}`;
  return withServerClient(serverUrl, async (client) => {
    if (await exists(client, name)) return name;
    await client.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
    try {
      if (await exists(client, name)) return name;
      const building = `${name}_building`;
      await client.query(`drop database if exists "${building}" with (force)`);
      await client.query(`create database "${building}"`);
      const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, building), poolSize: 1 });
      await handle.close();
      await client.query(`alter database "${building}" rename to "${name}"`);
      return name;
    } finally {
      await client.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY]);
    }
  });
}

const templates = new Map<string, Promise<string>>();

/** The template's name for this server, built once per process (a failed build is tried again). */
export function migratedTemplate(serverUrl: string): Promise<string> {
  let template = templates.get(serverUrl);
  if (!template) {
    template = buildTemplate(serverUrl).catch((err: unknown) => {
      templates.delete(serverUrl);
      throw err;
    });
    templates.set(serverUrl, template);
  }
  return template;
}
