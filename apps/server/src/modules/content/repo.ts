import { and, eq } from "drizzle-orm";
import { contentDeliveries, type Database } from "@wbe3/db";

export type Delivery = typeof contentDeliveries.$inferSelect;

export async function findDelivery(db: Database, cid: string, readerId: string): Promise<Delivery | null> {
  const [row] = await db
    .select()
    .from(contentDeliveries)
    .where(and(eq(contentDeliveries.cid, cid), eq(contentDeliveries.readerId, readerId)));
  return row ?? null;
}

/**
 * Records a delivery unless one of this file to this reader exists already, and answers the one
 * that stands (insert-or-read: of two requests at once, both serve the first one recorded).
 */
export async function insertOrReadDelivery(
  db: Database,
  delivery: Omit<Delivery, "deliveredAt"> & { deliveredAt: Date },
): Promise<Delivery> {
  const [inserted] = await db.insert(contentDeliveries).values(delivery).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const standing = await findDelivery(db, delivery.cid, delivery.readerId);
  if (!standing) throw new Error(`The delivery of ${delivery.cid} to ${delivery.readerId} vanished.`);
  return standing;
}
