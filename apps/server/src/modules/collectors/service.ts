// "Collected by" (issue 11): who holds the tokens of a listing or of an artist, from the transfer
// index (chain-index's read model), with each holder's artist username. A module of its own, above
// artists, uploads, the marketplace and the index whose read models it joins, so none of them
// imports another area to answer it (the module tree, decision 0030); the artist page is handed
// `collectorsOfArtist` where the app is put together.
import { sql } from "drizzle-orm";
import { AppError, LISTING_NOT_FOUND, type Collectors } from "@wbe3/domain";
import type { Database } from "@wbe3/db";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import type { Logger } from "../../lib/logger.ts";
import { holdingFacts } from "../chain-index/read-models.ts";
import { refreshTransferIndex } from "../chain-index/service.ts";
import { listingFacts } from "../marketplace/read-models.ts";
import { mintFacts, uploadFacts } from "../uploads/read-models.ts";
import { artistFacts } from "../artists/read-models.ts";

/** How many of the newest collectors "Collected by" names. */
const NEWEST_COLLECTORS = 5;

/** A collector row: `total` is the number of all collectors, repeated on each of the newest rows. */
interface CollectorRow {
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
async function listingCollectorRows(db: Database, chainId: number, listingId: string, newest: number) {
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
          from ${holdingFacts(db, "h")}
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
async function artistCollectorRows(db: Database, chainId: number, artistId: string, newest: number) {
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
        from ${holdingFacts(db, "h")} join tokens t on t.contract = h.contract and t.token_id = h.token_id
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

function toCollectors(rows: CollectorRow[]): Collectors {
  const held = rows.flatMap((row) => (row.owner ? [{ address: row.owner, username: row.username }] : []));
  return { count: rows[0]?.total ?? 0, newest: held };
}

/** `GET /api/marketplace/listings/:id/collectors`: who collected a listing's token (newest first). */
export async function listingCollectors(db: Database, chain: Chain, listingId: string, logger: Logger): Promise<Collectors> {
  await refreshTransferIndex(db, chain, logger);
  const rows = await listingCollectorRows(db, chain.chainId, listingId, NEWEST_COLLECTORS);
  if (!rows) throw new AppError("not_found", LISTING_NOT_FOUND);
  return toCollectors(rows);
}

/** Who collected any token of an artist's uploads or listings (newest first). */
export async function collectorsOfArtist(db: Database, chain: Chain, artistId: string, logger: Logger): Promise<Collectors> {
  await refreshTransferIndex(db, chain, logger);
  return toCollectors(await artistCollectorRows(db, chain.chainId, artistId, NEWEST_COLLECTORS));
}
