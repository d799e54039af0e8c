import type { Address } from "viem";
import type { OwnedNft, OwnedNftsResponse } from "@wbe3/domain";
import type { Database } from "@wbe3/db";
import type { Logger } from "../../lib/logger.ts";
import type { Chain } from "./chain-client.ts";
import { listHoldings } from "./holdings-repo.ts";
import { syncHoldings } from "./transfer-indexer.ts";

/**
 * A wallet's tokens from our own transfer index (in one query), brought up to date first.
 * Replaces SPEC 7's BaseScan listing with the same response shape.
 */
export async function listOwnedNfts(db: Database, chain: Chain, owner: Address, logger: Logger): Promise<OwnedNftsResponse> {
  await syncHoldings(db, chain, logger);
  const rows = await listHoldings(db, chain.chainId, owner);
  const nfts = rows.map(
    (row): OwnedNft => ({
      tokenId: row.tokenId.toString(),
      tokenURI: row.tokenUri,
      owner: row.owner,
      contractAddress: row.contract,
      type: row.standard === "erc721" ? "music" : "edition",
      standard: row.standard,
      balance: row.balance.toString(),
    }),
  );
  return { nfts, count: nfts.length, error: null };
}
