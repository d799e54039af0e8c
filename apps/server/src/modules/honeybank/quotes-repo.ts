import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { honeybankQuotes, type Database } from "@wbe3/db";

export type QuoteRow = typeof honeybankQuotes.$inferSelect;
export type NewQuote = Omit<typeof honeybankQuotes.$inferInsert, "id" | "createdAt" | "usedAt">;

export async function insertQuote(db: Database, quote: NewQuote): Promise<QuoteRow> {
  const [row] = await db.insert(honeybankQuotes).values(quote).returning();
  if (!row) throw new Error("the quote was not stored");
  return row;
}

/** Marks the user's quote of this kind used, if it is unused and unexpired; null otherwise (another request took it first, too). */
export async function takeQuote(db: Database, id: string, userId: string, kind: QuoteRow["kind"]): Promise<QuoteRow | null> {
  const [row] = await db
    .update(honeybankQuotes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(honeybankQuotes.id, id),
        eq(honeybankQuotes.userId, userId),
        eq(honeybankQuotes.kind, kind),
        isNull(honeybankQuotes.usedAt),
        gt(honeybankQuotes.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findQuote(db: Database, id: string, userId: string): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(honeybankQuotes)
    .where(and(eq(honeybankQuotes.id, id), eq(honeybankQuotes.userId, userId)));
  return row;
}
