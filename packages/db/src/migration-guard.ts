import { readFileSync } from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";

/** The one thing the guard needs of a database (client.ts opens it; importing its type would be a cycle). */
interface Executor {
  execute(query: SQL): Promise<unknown>;
}

/** An applied migration whose file no longer matches what the database ran. */
export class MigrationChangedError extends Error {
  constructor(readonly tag: string) {
    super(
      `Migration ${tag} was changed or removed after this database applied it. Migrations are append-only: ` +
        "restore the file as it was and add a new migration for the change (npm run db:generate -w @wbe3/db).",
    );
  }
}

interface Journal {
  entries: { tag: string; when: number }[];
}

/**
 * Drizzle applies only migrations newer than the last one recorded, so an edited migration would
 * be skipped in silence on every existing database while fresh ones get the new text. Each applied
 * migration's recorded hash must still match its file, or the server refuses to start.
 */
export async function assertAppliedMigrationsUnchanged(db: Executor, migrationsFolder: string): Promise<void> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal;
  // readMigrationFiles returns the journal's entries in order, each with the hash drizzle records.
  const files = readMigrationFiles({ migrationsFolder });
  const fileByMillis = new Map(
    files.map((file, index) => [file.folderMillis, { hash: file.hash, tag: journal.entries[index]?.tag ?? String(index) }]),
  );
  const applied = await db.execute(sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`);
  // Both drivers answer raw SQL with { rows }.
  const rows = (applied as { rows: { hash: string; created_at: string | number }[] }).rows;
  for (const row of rows) {
    const file = fileByMillis.get(Number(row.created_at));
    if (!file) throw new MigrationChangedError(`created at ${String(row.created_at)}`);
    if (file.hash !== row.hash) throw new MigrationChangedError(file.tag);
  }
}
