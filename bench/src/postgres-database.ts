import pg from "pg";

/** Runs `run` against a fresh database of its own on the PostgreSQL server at `serverUrl`, dropped after. */
export async function withPostgresDatabase<T>(serverUrl: string, run: (url: string) => Promise<T>, prefix = "wbe3_bench"): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
