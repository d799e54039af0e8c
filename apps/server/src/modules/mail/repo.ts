import { desc, eq } from "drizzle-orm";
import { mailOutbox, type Database } from "@wbe3/db";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Writes a mail to the outbox through `db` (a transaction's handle keeps it with the rest); answers its id. */
export async function insertMail(db: Database, mail: Pick<OutboxRow, "to" | "subject" | "text">): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error("mail outbox insert returned nothing");
  return row.id;
}

export async function markMailSent(db: Database, id: string, sentAt: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt }).where(eq(mailOutbox.id, id));
}

export function newestMails(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
