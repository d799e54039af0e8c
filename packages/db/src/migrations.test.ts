import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./client.ts";
import { MigrationChangedError } from "./migration-guard.ts";
import { seedDemo } from "./seed/seed-demo.ts";
import { createScratchDatabase } from "./testing.ts";

interface Journal {
  entries: { tag: string; when: number }[];
}

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as Journal;
const scratchDirs: string[] = [];

async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}

/** A migrations folder holding the first `count` committed migrations, byte for byte. */
function firstMigrations(count: number, edit?: (sqlText: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "wbe3-migrations-"));
  scratchDirs.push(dir);
  mkdirSync(path.join(dir, "meta"));
  const entries = journal.entries.slice(0, count);
  for (const entry of entries) {
    const file = `${entry.tag}.sql`;
    if (edit) writeFileSync(path.join(dir, file), edit(readFileSync(path.join(MIGRATIONS_FOLDER, file), "utf8")));
    else copyFileSync(path.join(MIGRATIONS_FOLDER, file), path.join(dir, file));
  }
  writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return dir;
}

afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

describe("migrations are append-only", () => {
  it("upgrades a database created by the first committed migration to the latest, keeping its data", async () => {
    const scratch = await createScratchDatabase();
    try {
      const first = await scratch.open({ migrationsFolder: firstMigrations(1) });
      // Written against 0000_init's tables, which never change: this SQL stays valid forever.
      await first.db.execute(sql`
        insert into users (id, email, wallet_address, name, role, email_verified_at)
        values ('00000000-0000-4000-8000-000000000001', 'early@wbe3.example', '0x00000000000000000000000000000000000000aa', 'Early', 'artist', now())`);
      await first.db.execute(sql`
        insert into artists (user_id, username, name, bio)
        values ('00000000-0000-4000-8000-000000000001', 'early_artist', 'Early Artist', 'Here since the first release')`);
      await first.close();

      const latest = await scratch.open();
      const applied = await rowsOf<{ count: string | number }>(
        latest.db.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`),
      );
      expect(Number(applied[0]?.count)).toBe(journal.entries.length);
      const artists = await rowsOf<{ username: string; bio: string; email: string }>(
        latest.db.execute(sql`select a.username, a.bio, u.email from artists a join users u on u.id = a.user_id`),
      );
      expect(artists).toEqual([{ username: "early_artist", bio: "Here since the first release", email: "early@wbe3.example" }]);
      // The latest schema is whole: the demo seed (written against it) runs on the upgraded database.
      await seedDemo(latest.db);
      await latest.close();
    } finally {
      await scratch.drop();
    }
  });

  it("refuses to open a database whose applied migration was edited afterwards", async () => {
    const scratch = await createScratchDatabase();
    try {
      const original = await scratch.open({ migrationsFolder: firstMigrations(1) });
      await original.close();
      const edited = firstMigrations(1, (text) => `${text}\n-- edited in place\n`);
      const reopened = scratch.open({ migrationsFolder: edited });
      await expect(reopened).rejects.toBeInstanceOf(MigrationChangedError);
      await expect(reopened).rejects.toThrow(journal.entries[0]?.tag ?? "0000");
    } finally {
      await scratch.drop();
    }
  });
});
