import { asc } from "drizzle-orm";
import { featuredItems, type Database } from "@wbe3/db";

export function listFeaturedRows(db: Database) {
  return db.select().from(featuredItems).orderBy(asc(featuredItems.position));
}
