import { and, asc, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { copyrightRegistrationEvents, copyrightRegistrations, type Database } from "@wbe3/db";
import type { FilingStatus } from "@wbe3/domain";

export type RegistrationRow = typeof copyrightRegistrations.$inferSelect;
export type NewRegistration = typeof copyrightRegistrations.$inferInsert;
export type RegistrationEventRow = typeof copyrightRegistrationEvents.$inferSelect;
export type NewRegistrationEvent = typeof copyrightRegistrationEvents.$inferInsert;

const live = sql`${copyrightRegistrations.anchorStatus} is distinct from 'failed'`;

export async function insertRegistration(tx: Database, values: NewRegistration): Promise<RegistrationRow> {
  const [row] = await tx.insert(copyrightRegistrations).values(values).returning();
  if (!row) throw new Error("the registration was not inserted");
  return row;
}

export async function insertRegistrationEvents(tx: Database, events: NewRegistrationEvent[]): Promise<void> {
  if (events.length > 0) await tx.insert(copyrightRegistrationEvents).values(events);
}

export async function findRegistration(db: Database, id: string): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(copyrightRegistrations).where(eq(copyrightRegistrations.id, id));
  return row ?? null;
}

/** The registration's row, held until the transaction ends: its moves take turns. */
export async function lockRegistration(tx: Database, id: string): Promise<RegistrationRow | null> {
  const [row] = await tx.select().from(copyrightRegistrations).where(eq(copyrightRegistrations.id, id)).for("update");
  return row ?? null;
}

/** A page of this user's registrations, newest first. */
export function findRegistrationsOf(db: Database, userId: string, page: { limit: number; offset: number }): Promise<RegistrationRow[]> {
  return db
    .select()
    .from(copyrightRegistrations)
    .where(eq(copyrightRegistrations.userId, userId))
    .orderBy(desc(copyrightRegistrations.createdAt), desc(copyrightRegistrations.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The registration that holds this fingerprint now (any but a failed one), if any. */
export async function findLiveBySha(db: Database, sha256: string): Promise<RegistrationRow | null> {
  const [row] = await db
    .select()
    .from(copyrightRegistrations)
    .where(and(eq(copyrightRegistrations.sha256, sha256), live));
  return row ?? null;
}

/** The registration that holds this stored file now (any but a failed one), if any. */
export async function findLiveByCid(db: Database, cid: string): Promise<RegistrationRow | null> {
  const [row] = await db
    .select()
    .from(copyrightRegistrations)
    .where(and(eq(copyrightRegistrations.fileCid, cid), live))
    .orderBy(asc(copyrightRegistrations.createdAt))
    .limit(1);
  return row ?? null;
}

/** This account's registration of this stored file that is anchored on chain, if any. */
export async function findAnchoredByCidOf(db: Database, cid: string, userId: string): Promise<RegistrationRow | null> {
  const [row] = await db
    .select()
    .from(copyrightRegistrations)
    .where(
      and(
        eq(copyrightRegistrations.fileCid, cid),
        eq(copyrightRegistrations.userId, userId),
        eq(copyrightRegistrations.anchorStatus, "anchored"),
      ),
    );
  return row ?? null;
}

/** The registration anchored with this fingerprint, if we recorded one. */
export async function findAnchoredBySha(db: Database, sha256: string): Promise<RegistrationRow | null> {
  const [row] = await db
    .select()
    .from(copyrightRegistrations)
    .where(and(eq(copyrightRegistrations.sha256, sha256), eq(copyrightRegistrations.anchorStatus, "anchored")));
  return row ?? null;
}

/** The registration other than `id` that recorded this transaction as its commit or its reveal. */
export async function findOtherByTx(db: Database, id: string, txHash: string): Promise<RegistrationRow | null> {
  const [row] = await db
    .select()
    .from(copyrightRegistrations)
    .where(
      and(ne(copyrightRegistrations.id, id), or(eq(copyrightRegistrations.commitTx, txHash), eq(copyrightRegistrations.revealTx, txHash))),
    );
  return row ?? null;
}

export async function updateRegistration(tx: Database, id: string, change: Partial<NewRegistration>): Promise<RegistrationRow> {
  const [row] = await tx
    .update(copyrightRegistrations)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(copyrightRegistrations.id, id))
    .returning();
  if (!row) throw new Error("the registration was not updated");
  return row;
}

/** The timelines of these registrations, each in the order it happened. */
export async function findEventsOf(db: Database, ids: string[]): Promise<Map<string, RegistrationEventRow[]>> {
  const timelines = new Map<string, RegistrationEventRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return timelines;
  const rows = await db
    .select()
    .from(copyrightRegistrationEvents)
    .where(inArray(copyrightRegistrationEvents.registrationId, ids))
    .orderBy(asc(copyrightRegistrationEvents.id));
  for (const row of rows) timelines.get(row.registrationId)?.push(row);
  return timelines;
}

/** Whether a registration keeps this file with its filing in one of `statuses`. */
export async function hasFileInFiling(db: Database, cid: string, statuses: readonly FilingStatus[]): Promise<boolean> {
  const [row] = await db
    .select({ id: copyrightRegistrations.id })
    .from(copyrightRegistrations)
    .where(and(eq(copyrightRegistrations.fileCid, cid), inArray(copyrightRegistrations.filingStatus, [...statuses])))
    .limit(1);
  return row !== undefined;
}
