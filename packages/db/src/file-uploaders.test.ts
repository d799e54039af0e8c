import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./client.ts";
import { storedFileUploaders } from "./schema/files.ts";
import { createScratchDatabase } from "./testing.ts";

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
const initOnly = mkdtempSync(path.join(tmpdir(), "wbe3-init-only-"));
afterAll(() => rmSync(initOnly, { recursive: true, force: true }));

describe("stored_file_uploaders migration", () => {
  it("makes each file's recorded uploader one of its uploaders", async () => {
    const first = journal.entries[0];
    if (!first) throw new Error("no migrations");
    mkdirSync(path.join(initOnly, "meta"));
    copyFileSync(path.join(MIGRATIONS_FOLDER, `${first.tag}.sql`), path.join(initOnly, `${first.tag}.sql`));
    writeFileSync(path.join(initOnly, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: [first] }));

    const scratch = await createScratchDatabase();
    try {
      const before = await scratch.open({ migrationsFolder: initOnly });
      await before.db.execute(sql`insert into users (id, email) values ('00000000-0000-4000-8000-0000000000f1', 'owner@wbe3.example')`);
      await before.db.execute(sql`
        insert into stored_files (cid, mime_type, extension, size, kind, uploaded_by) values
          ('bafkreiownedbyauserxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'audio/wav', 'wav', 10, 'music', '00000000-0000-4000-8000-0000000000f1'),
          ('bafkreianonymousuploadxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'image/png', 'png', 10, 'art', null)`);
      await before.close();

      const after = await scratch.open();
      try {
        expect(
          await after.db.select({ cid: storedFileUploaders.cid, userId: storedFileUploaders.userId }).from(storedFileUploaders),
        ).toEqual([{ cid: "bafkreiownedbyauserxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", userId: "00000000-0000-4000-8000-0000000000f1" }]);
      } finally {
        await after.close();
      }
    } finally {
      await scratch.drop();
    }
  });
});
