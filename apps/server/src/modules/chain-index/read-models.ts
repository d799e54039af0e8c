import { tokenHoldings, type Database } from "@wbe3/db";

/*
 * What other modules' queries may join of the transfer index this module owns (see
 * ARCHITECTURE.md: each table has one owner). A plain projection of one table: PostgreSQL inlines
 * it, so a query that joins it runs as if it joined the table, in the same single statement.
 * Bring the index up to date first (`refreshTransferIndex`) where the answer must follow the chain.
 */

/** Who holds how many of each indexed token, and the transfer log that last gave it to them. */
export function holdingFacts<Alias extends string>(db: Database, alias: Alias) {
  return db
    .select({
      chainId: tokenHoldings.chainId,
      contract: tokenHoldings.contract,
      tokenId: tokenHoldings.tokenId,
      owner: tokenHoldings.owner,
      balance: tokenHoldings.balance,
      acquiredBlock: tokenHoldings.acquiredBlock,
      acquiredLogIndex: tokenHoldings.acquiredLogIndex,
    })
    .from(tokenHoldings)
    .as(alias);
}
