import { books, type Database } from "@wbe3/db";

/*
 * What other modules' queries may join of the books this module owns (see ARCHITECTURE.md: each
 * table has one owner). A plain projection of one table: PostgreSQL inlines it, so a query that
 * joins it runs as if it joined the table, in the same single statement.
 */

/** Each book's marketplace listing (once approved) and its manuscript's CID. */
export function bookFacts<Alias extends string>(db: Database, alias: Alias) {
  return db.select({ id: books.id, listingId: books.listingId, fileCid: books.fileCid }).from(books).as(alias);
}
