import type { Database } from "@wbe3/db";
import { assertFileFree, claimFile } from "../files/service.ts";

/*
 * A work belongs to whoever published it first: the files module's first-publisher rule, which
 * every area that sells or gates a file goes through (decision 0026). A public or minted upload
 * claims its file for the artist's account; a private one claims nothing, but may not use bytes
 * another account claimed. An artist may always reuse their own.
 */

/** Refuses `userId` this file when another account published, minted or gated it first. */
export function assertWorkFree(db: Database, cid: string, userId: string): Promise<void> {
  return assertFileFree(db, cid, userId);
}

/**
 * Claims the work's file for the artist's account inside the transaction that publishes or mints
 * it: of two artists publishing the same bytes at once, the second finds the first's claim.
 */
export function claimWork(tx: Database, cid: string, userId: string): Promise<void> {
  return claimFile(tx, { cid, userId, area: "uploads" });
}
