// The first-publisher rule, for every area (decision 0026): a CID is public (it is in every /ipfs
// URL) and anyone who has the bytes can send them again, which makes them one of its uploaders too.
// So sending the bytes proves nothing once another account sold or gated the file: from its first
// claim on, no other account may store, sell or gate the same bytes through any area. An account
// may always reuse what it claimed itself.
import type { Database } from "@wbe3/db";
import { AppError, CID_TAKEN } from "@wbe3/domain";
import { findClaimant, insertClaim, lockClaims } from "./repo.ts";

function refuseTaken(): never {
  throw new AppError("conflict", CID_TAKEN, { reason: "cid_taken" });
}

/** Refuses `userId` this file when another account claimed it first. */
export async function assertFileFree(db: Database, cid: string, userId: string): Promise<void> {
  const claimant = await findClaimant(db, cid);
  if (claimant !== null && claimant !== userId) refuseTaken();
}

/**
 * Claims the file for `userId` and the area that sells or gates it, inside that area's transaction:
 * claims of one file take turns, so of two accounts claiming the same bytes at once the second finds
 * the first's claim and is refused (its transaction rolls back). Claiming again what one already
 * claimed changes nothing.
 */
export async function claimFile(tx: Database, claim: { cid: string; userId: string; area: string }): Promise<void> {
  await lockClaims(tx, claim.cid);
  const claimant = await findClaimant(tx, claim.cid);
  if (claimant === null) await insertClaim(tx, claim);
  else if (claimant !== claim.userId) refuseTaken();
}

/** Which of these files another account than `userId` claimed (none for the platform itself, `userId` null). */
export async function assertFilesFree(db: Database, cids: readonly string[], userId: string | null): Promise<void> {
  if (userId === null) return;
  for (const cid of new Set(cids)) await assertFileFree(db, cid, userId);
}
