import { artists, type Database } from "@wbe3/db";

/*
 * What other modules' queries may join of the artist profiles this module owns (see
 * ARCHITECTURE.md: each table has one owner). A plain projection of one table: PostgreSQL inlines
 * it, so a query that joins it runs as if it joined the table, in the same single statement.
 */

/** Each artist's id, account, names and wallet (lower-case, as stored). */
export function artistFacts<Alias extends string>(db: Database, alias: Alias) {
  return db
    .select({
      id: artists.id,
      userId: artists.userId,
      name: artists.name,
      username: artists.username,
      walletAddress: artists.walletAddress,
    })
    .from(artists)
    .as(alias);
}
