import { and, eq, ne, notExists, sql, type SQLWrapper } from "drizzle-orm";
import { storedFiles, type Database } from "@wbe3/db";

/*
 * What other modules' queries may join of the stored files this module owns (see ARCHITECTURE.md:
 * each table has one owner), so that a list filtered by a file's access rule stays one statement.
 */

/**
 * Whether the file (`cid`: a column of the outer query, or a value) is not gated: stored with the
 * public rule, or not stored here at all (nothing to keep from anyone).
 */
export function isUngatedFile(db: Database, cid: SQLWrapper) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(storedFiles)
      .where(and(eq(storedFiles.cid, cid), ne(storedFiles.access, "public"))),
  );
}

/** Each stored file's CID, checked type and access rule (who may open it, decision 0025). */
export function storedFileFacts<Alias extends string>(db: Database, alias: Alias) {
  return db.select({ cid: storedFiles.cid, mimeType: storedFiles.mimeType, access: storedFiles.access }).from(storedFiles).as(alias);
}
