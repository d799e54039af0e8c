import type { Database } from "@wbe3/db";
import { AppError, CID_TAKEN } from "@wbe3/domain";
import { artistOfUser } from "../artists/service.ts";
import { fileClaimedByOther, lockFileClaims } from "./repo.ts";

/*
 * A work belongs to whoever published it first. A CID is public (it is in every /ipfs URL) and
 * anyone can download the bytes and send them again, which makes them an uploader of that file
 * too; so sending the bytes proves nothing once another artist's upload of them is public or
 * minted. From then on no other artist may upload, list, draft or mint the same file. An artist
 * may always reuse their own.
 */

function refuseTaken(): never {
  throw new AppError("conflict", CID_TAKEN, { reason: "cid_taken" });
}

/** Refuses `userId` this file when another artist published or minted it first (a user without an artist profile owns none). */
export async function assertWorkFree(db: Database, cid: string, userId: string): Promise<void> {
  const artist = await artistOfUser(db, userId);
  if (await fileClaimedByOther(db, cid, artist?.id ?? null)) refuseTaken();
}

/**
 * The same check inside the transaction that publishes or mints: claims of one file take turns,
 * so of two artists publishing the same bytes at once, the second finds the first's claim.
 */
export async function claimWork(tx: Database, cid: string, artistId: string): Promise<void> {
  await lockFileClaims(tx, cid);
  if (await fileClaimedByOther(tx, cid, artistId)) refuseTaken();
}
