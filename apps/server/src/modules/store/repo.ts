import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { storeProducts, type Database } from "@wbe3/db";

export type ProductRow = typeof storeProducts.$inferSelect;
export type NewProduct = typeof storeProducts.$inferInsert;

/**
 * Runs `work` in one transaction with the artist's store locked, so two products added at once
 * cannot both pass the tier's product count.
 */
export function withArtistStoreLocked<T>(db: Database, artistId: string, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`store:${artistId}`}))`);
    return work(tx);
  });
}

/** Every product of the artist, drafts included (what the tier's limit counts). */
export async function countProducts(db: Database, artistId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(storeProducts).where(eq(storeProducts.artistId, artistId));
  return row?.n ?? 0;
}

export async function insertProduct(db: Database, values: NewProduct): Promise<ProductRow> {
  const [row] = await db.insert(storeProducts).values(values).returning();
  if (!row) throw new Error("the product was not inserted");
  return row;
}

export async function findProduct(db: Database, id: string): Promise<ProductRow | null> {
  const [row] = await db.select().from(storeProducts).where(eq(storeProducts.id, id));
  return row ?? null;
}

/** The artist's products, newest first (`shown`: only those a visitor may see). */
export function findProductsOf(db: Database, artistId: string, { shown = false }: { shown?: boolean } = {}): Promise<ProductRow[]> {
  return db
    .select()
    .from(storeProducts)
    .where(and(eq(storeProducts.artistId, artistId), ...(shown ? [inArray(storeProducts.status, ["active", "sold_out"])] : [])))
    .orderBy(desc(storeProducts.createdAt), desc(storeProducts.id));
}

export async function updateProduct(db: Database, id: string, values: Partial<NewProduct>): Promise<ProductRow> {
  const [row] = await db
    .update(storeProducts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(storeProducts.id, id))
    .returning();
  if (!row) throw new Error("the product was not updated");
  return row;
}
