import { users, type Database } from "@wbe3/db";

/*
 * What other modules' queries may join of the accounts this module owns (see ARCHITECTURE.md:
 * each table has one owner). A plain projection of one table: PostgreSQL inlines it, so a query
 * that joins it runs as if it joined the table, in the same single statement.
 */

/** Each user's id, display name and wallet. */
export function userFacts<Alias extends string>(db: Database, alias: Alias) {
  return db.select({ id: users.id, name: users.name, walletAddress: users.walletAddress }).from(users).as(alias);
}
