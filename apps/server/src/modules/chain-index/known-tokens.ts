import { and, asc, eq, gt, sql } from "drizzle-orm";
import { tokenHoldings, type Database } from "@wbe3/db";
import { artistFacts } from "../artists/read-models.ts";
import { listingFacts } from "../marketplace/read-models.ts";
import { mintFacts, uploadFacts } from "../uploads/read-models.ts";

/*
 * The index's own reads, and the collectors of a listing or an artist, which read listings, mints
 * and artists through the read models their modules publish (each table has one owner);
 * PostgreSQL inlines those, so each answer is one statement.
 */

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

/** A collector row: `total` is the number of all collectors, repeated on each of the newest rows. */
export interface CollectorRow {
  owner: string | null;
  username: string | null;
  total: number | null;
}

/** Both drivers answer raw SQL with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// "Newest" collectors: ordered by the transfer log that last gave each holder the token (block,
// then log index), which survives a rebuilt index and never ties.

/**
 * The collectors of a listing's token (its own token, or its upload's minted one), the seller's
 * and the artist's wallets excluded; null when there is no such listing.
 */
export async function listingCollectorRows(db: Database, chainId: number, listingId: string, newest: number) {
  const result = await db.execute(sql`
    with subject as (
      select l.id,
             coalesce(l.token_contract, m.contract) as contract,
             coalesce(l.token_id, m.token_id) as token_id,
             l.seller_wallet,
             a.wallet_address as artist_wallet
        from ${listingFacts(db, "l")}
        left join lateral (
          select mint.contract, mint.token_id from ${mintFacts(db, "mint")}
           where mint.upload_id = l.upload_id and mint.chain_id = ${chainId}
           order by mint.created_at desc limit 1
        ) m on true
        left join ${artistFacts(db, "a")} on a.id = l.artist_id
       where l.id = ${listingId}
    )
    select s.id, c.owner, c.username, c.total
      from subject s
      left join lateral (
        select h.owner, holder.username, (count(*) over ())::int as total
          from token_holdings h
          left join ${artistFacts(db, "holder")} on holder.wallet_address = h.owner
         where h.chain_id = ${chainId} and h.contract = s.contract and h.token_id = s.token_id and h.balance > 0
           and h.owner is distinct from s.seller_wallet and h.owner is distinct from s.artist_wallet
         order by h.acquired_block desc, h.acquired_log_index desc
         limit ${newest}
      ) c on true`);
  // No row: no such listing. One row without an owner: a listing nobody collected yet.
  const rows = rowsOf<CollectorRow>(result);
  return rows.length === 0 ? null : rows;
}

/**
 * The distinct holders of any token of an artist's uploads or listings, the artist's own and
 * their listings' seller wallets excluded.
 */
export async function artistCollectorRows(db: Database, chainId: number, artistId: string, newest: number) {
  const result = await db.execute(sql`
    with tokens as (
      select m.contract, m.token_id
        from ${mintFacts(db, "m")} join ${uploadFacts(db, "u")} on u.id = m.upload_id
       where u.artist_id = ${artistId} and m.chain_id = ${chainId}
      union
      select l.token_contract, l.token_id
        from ${listingFacts(db, "l")}
       where l.artist_id = ${artistId} and l.token_contract is not null and l.token_id is not null
    ),
    creators as (
      select a.wallet_address as wallet from ${artistFacts(db, "a")} where a.id = ${artistId} and a.wallet_address is not null
      union
      select l.seller_wallet from ${listingFacts(db, "l")} where l.artist_id = ${artistId} and l.seller_wallet is not null
    ),
    holders as (
      select h.owner, max(array[h.acquired_block, h.acquired_log_index::bigint]) as acquired
        from token_holdings h join tokens t on t.contract = h.contract and t.token_id = h.token_id
       where h.chain_id = ${chainId} and h.balance > 0 and h.owner not in (select wallet from creators)
       group by h.owner
    )
    select h.owner, holder.username, (count(*) over ())::int as total
      from holders h
      left join ${artistFacts(db, "holder")} on holder.wallet_address = h.owner
     order by h.acquired desc, h.owner
     limit ${newest}`);
  return rowsOf<CollectorRow>(result);
}
