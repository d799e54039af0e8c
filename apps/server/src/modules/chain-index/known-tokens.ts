import { and, asc, eq, gt } from "drizzle-orm";
import { tokenHoldings, type Database } from "@wbe3/db";

/** A wallet's holdings (what our catalogue knows of each token comes from the areas: see `listOwnedNfts`). */
export function holdingsOf(db: Database, chainId: number, owner: string) {
  const h = tokenHoldings;
  return db
    .select({ contract: h.contract, tokenId: h.tokenId, owner: h.owner, standard: h.standard, balance: h.balance, tokenUri: h.tokenUri })
    .from(h)
    .where(and(eq(h.chainId, chainId), eq(h.owner, owner.toLowerCase()), gt(h.balance, 0n)))
    .orderBy(asc(h.contract), asc(h.tokenId));
}

export type Holding = Awaited<ReturnType<typeof holdingsOf>>[number];
