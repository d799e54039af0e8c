import type { Database } from "@wbe3/db";
import type { SessionUser, UploadRecord } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import type { Logger } from "../../lib/logger.ts";
import { artistOfUser } from "../artists/service.ts";
import { listingIdsOfUploads } from "../marketplace/service.ts";
import { fileGates } from "./gates.ts";
import { toRecord } from "./records.ts";
import { listArtistUploads, mintsOfUploads, type UploadRow } from "./repo.ts";

/**
 * `GET /api/uploads/mine`: the artist's uploads, newest first, each with its mint, its listing and
 * who can open its file (the rule, and how many holders it has now).
 */
export async function myUploads(db: Database, chain: Chain, logger: Logger, user: SessionUser): Promise<UploadRecord[]> {
  const artist = await artistOfUser(db, user.id);
  if (!artist) return [];
  return uploadRecords(db, chain, logger, user, await listArtistUploads(db, artist.id));
}

/** The artist's uploads as records: each with its mint, its listing and its file's gate, in a bounded number of queries. */
export async function uploadRecords(
  db: Database,
  chain: Chain,
  logger: Logger,
  user: SessionUser,
  rows: UploadRow[],
): Promise<UploadRecord[]> {
  const ids = rows.map((r) => r.id);
  const [mints, listings] = await Promise.all([mintsOfUploads(db, ids), listingIdsOfUploads(db, ids)]);
  const works = rows.map((row) => ({
    row,
    mints: mints.filter((m) => m.uploadId === row.id),
    listingId: listings.get(row.id) ?? null,
  }));
  const gates = await fileGates(db, chain, logger, works, user.walletAddress);
  return works.map(({ row, mints: minted, listingId }) =>
    toRecord(row, minted[0], listingId, gates.get(row.id) ?? { access: "public", holders: 0 }),
  );
}
