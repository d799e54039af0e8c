// Who can open each upload's file (issue 19, point 6): its access rule and how many holders it has.
import type { Database } from "@wbe3/db";
import type { FileAccess } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import type { Logger } from "../../lib/logger.ts";
import { holderCounts, type TokenGroup } from "../chain-index/service.ts";
import { accessOfFiles } from "../files/service.ts";
import { saleListings } from "../marketplace/service.ts";
import type { UploadRow } from "./repo.ts";

/** An upload's file as My uploads shows it: its rule, and how many wallets (the artist's excepted) hold a token of it. */
export interface FileGate {
  access: FileAccess;
  holders: number;
}

type Token = { contract: string; tokenId: bigint };

/**
 * The gates of these uploads, in a bounded number of queries whatever their number: the files'
 * rules, the listings' tokens and the holders of every token (its mints and its listing's edition).
 */
export async function fileGates(
  db: Database,
  chain: Chain,
  logger: Logger,
  uploads: { row: UploadRow; mints: Token[]; listingId: string | null }[],
  artistWallet: string | null,
): Promise<Map<string, FileGate>> {
  const cids = uploads.flatMap(({ row }) => (row.fileCid ? [row.fileCid] : []));
  const listingIds = uploads.flatMap(({ listingId }) => (listingId ? [listingId] : []));
  const [access, listings] = await Promise.all([accessOfFiles(db, cids), saleListings(db, listingIds)]);
  const listed = new Map(
    listings.flatMap((listing) =>
      listing.tokenContract && listing.tokenId !== null
        ? [[listing.id, { contract: listing.tokenContract, tokenId: listing.tokenId }] as const]
        : [],
    ),
  );
  const groups: TokenGroup[] = uploads.map(({ row, mints, listingId }) => {
    const edition = listingId ? listed.get(listingId) : undefined;
    return { key: row.id, tokens: edition ? [...mints, edition] : mints };
  });
  const holders = await holderCounts(db, chain, groups, artistWallet ? [artistWallet] : [], logger);
  return new Map(
    uploads.map(({ row }) => [
      row.id,
      { access: (row.fileCid ? access.get(row.fileCid) : undefined) ?? "public", holders: holders.get(row.id) ?? 0 },
    ]),
  );
}
