import { and, asc, count, countDistinct, desc, eq, or, sql } from "drizzle-orm";
import { liveShowCheckIns, liveShowVerifiers, type Database } from "@wbe3/db";
import type { DoorStaff, DoorStaffKind } from "@wbe3/domain";
import { userFacts } from "../auth/read-models.ts";
import { holdingFacts } from "../chain-index/read-models.ts";

export type CheckInRow = typeof liveShowCheckIns.$inferSelect;
export type NewCheckIn = typeof liveShowCheckIns.$inferInsert;

/** A ticket token of a show, as the check-in rows key it (contract lower-case). */
export interface TokenKey {
  chainId: number;
  contract: string;
  tokenId: bigint;
}

/** The door staff named for a show, wallets lower-case, each kind in the order named. */
export async function findDoorStaff(db: Database, showId: string): Promise<{ kind: DoorStaffKind; value: string }[]> {
  return db
    .select({ kind: liveShowVerifiers.kind, value: liveShowVerifiers.value })
    .from(liveShowVerifiers)
    .where(eq(liveShowVerifiers.showId, showId))
    .orderBy(asc(liveShowVerifiers.position));
}

/** Replaces a show's door staff with `staff` (wallets stored lower-case). */
export async function replaceDoorStaff(tx: Database, showId: string, staff: DoorStaff): Promise<void> {
  await tx.delete(liveShowVerifiers).where(eq(liveShowVerifiers.showId, showId));
  const rows = [
    ...staff.wallets.map((wallet) => ({ kind: "wallet" as const, value: wallet.toLowerCase() })),
    ...staff.emails.map((email) => ({ kind: "email" as const, value: email })),
  ].map((row, position) => ({ ...row, showId, position }));
  if (rows.length > 0) await tx.insert(liveShowVerifiers).values(rows);
}

/** Whether the wallet (lower-case) or the e-mail (normalised) is named among the show's door staff. */
export async function isNamedDoorStaff(db: Database, showId: string, wallet: string | null, email: string | null): Promise<boolean> {
  const named = [
    ...(wallet ? [and(eq(liveShowVerifiers.kind, "wallet"), eq(liveShowVerifiers.value, wallet))] : []),
    ...(email ? [and(eq(liveShowVerifiers.kind, "email"), eq(liveShowVerifiers.value, email))] : []),
  ];
  if (named.length === 0) return false;
  const [row] = await db
    .select({ one: sql`1` })
    .from(liveShowVerifiers)
    .where(and(eq(liveShowVerifiers.showId, showId), or(...named)))
    .limit(1);
  return row !== undefined;
}

const ofToken = (showId: string, token: TokenKey) =>
  and(
    eq(liveShowCheckIns.showId, showId),
    eq(liveShowCheckIns.chainId, token.chainId),
    eq(liveShowCheckIns.contract, token.contract),
    eq(liveShowCheckIns.tokenId, token.tokenId),
  );

/** Every check-in of the show's token, in the order they were made. */
export function checkInsOfToken(db: Database, showId: string, token: TokenKey): Promise<CheckInRow[]> {
  return db
    .select()
    .from(liveShowCheckIns)
    .where(ofToken(showId, token))
    .orderBy(asc(liveShowCheckIns.createdAt), asc(liveShowCheckIns.sequence));
}

/** Inserts a check-in; the unique number per holder fails a second insert of the same number. */
export async function insertCheckIn(db: Database, values: NewCheckIn): Promise<CheckInRow> {
  const [row] = await db.insert(liveShowCheckIns).values(values).returning();
  if (!row) throw new Error("the check-in was not inserted");
  return row;
}

/** The holder's (lower-case) balance of the token by the transfer index, 0 when it holds none. */
export async function indexedBalance(db: Database, token: TokenKey, holder: string): Promise<bigint> {
  const h = holdingFacts(db, "h");
  const [row] = await db
    .select({ balance: h.balance })
    .from(h)
    .where(and(eq(h.chainId, token.chainId), eq(h.contract, token.contract), eq(h.tokenId, token.tokenId), eq(h.owner, holder)));
  return row?.balance ?? 0n;
}

/** The show's check-ins, newest first, with who scanned each; and how many there are, from how many wallets. */
export async function listCheckIns(db: Database, showId: string, limit: number) {
  const scanner = userFacts(db, "scanner");
  const [rows, [totals]] = await Promise.all([
    db
      .select({ checkIn: liveShowCheckIns, scannerWallet: scanner.walletAddress, scannerName: scanner.name })
      .from(liveShowCheckIns)
      .leftJoin(scanner, eq(scanner.id, liveShowCheckIns.verifierId))
      .where(eq(liveShowCheckIns.showId, showId))
      .orderBy(desc(liveShowCheckIns.createdAt), desc(liveShowCheckIns.sequence))
      .limit(limit),
    db
      .select({ checkedIn: count(), holders: countDistinct(liveShowCheckIns.holder) })
      .from(liveShowCheckIns)
      .where(eq(liveShowCheckIns.showId, showId)),
  ]);
  return { rows, checkedIn: totals?.checkedIn ?? 0, holders: totals?.holders ?? 0 };
}
