// The first-publisher rule, for every area (decision 0026): a CID is public (it is in every /ipfs
// URL) and anyone who has the bytes can send them again, which makes them one of its uploaders too.
// So sending the bytes proves nothing once another account sold or gated the file: from its first
// claim on, no other account may store, sell or gate the same bytes through any area. An account
// may always reuse what it claimed itself.
import type { Database } from "@wbe3/db";
import { AppError, CID_TAKEN } from "@wbe3/domain";
import { findClaim, insertClaim, lockClaims } from "./repo.ts";

/**
 * What an area tells another account refused a file it has a stake in (a copyright registration
 * names its date and verify page), or null when it has nothing to say of that file. Registered by the area where
 * the app is put together (`catalogue/claims.ts`); this module names no area.
 */
export type ClaimExplainer = (db: Database, cid: string) => Promise<AppError | null>;

const explainers = new Map<string, ClaimExplainer>();

export function registerClaimExplainer(area: string, explain: ClaimExplainer): void {
  if (explainers.has(area)) throw new Error(`The claims of ${area} are explained already`);
  explainers.set(area, explain);
}

/**
 * The claiming area explains first; then any other area with something to say of the file (a work
 * published through uploads, then registered by its author, is named as registered).
 */
async function refuseTaken(db: Database, cid: string, area: string): Promise<never> {
  const claimant = explainers.get(area);
  for (const explain of [...(claimant ? [claimant] : []), ...[...explainers.values()].filter((each) => each !== claimant)]) {
    const explained = await explain(db, cid);
    if (explained) throw explained;
  }
  throw new AppError("conflict", CID_TAKEN, { reason: "cid_taken" });
}

/** Refuses `userId` this file when another account claimed it first. */
export async function assertFileFree(db: Database, cid: string, userId: string): Promise<void> {
  const claim = await findClaim(db, cid);
  if (claim !== null && claim.userId !== userId) await refuseTaken(db, cid, claim.area);
}

/**
 * Claims the file for `userId` and the area that sells or gates it, inside that area's transaction:
 * claims of one file take turns, so of two accounts claiming the same bytes at once the second finds
 * the first's claim and is refused (its transaction rolls back). Claiming again what one already
 * claimed changes nothing.
 */
export async function claimFile(tx: Database, claim: { cid: string; userId: string; area: string }): Promise<void> {
  await lockClaims(tx, claim.cid);
  const found = await findClaim(tx, claim.cid);
  if (found === null) await insertClaim(tx, claim);
  else if (found.userId !== claim.userId) await refuseTaken(tx, claim.cid, found.area);
}

/** Which of these files another account than `userId` claimed (none for the platform itself, `userId` null). */
export async function assertFilesFree(db: Database, cids: readonly string[], userId: string | null): Promise<void> {
  if (userId === null) return;
  for (const cid of new Set(cids)) await assertFileFree(db, cid, userId);
}
