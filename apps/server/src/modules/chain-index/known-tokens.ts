import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { marketplaceListings, nftMints, tokenHoldings, uploads, type Database } from "@wbe3/db";

/*
 * What our catalogue knows about indexed tokens, read in the same statement as the holdings so an
 * answer costs one round trip whatever the number of tokens (issue 11, point 11). These queries
 * read, and never write, the tables of uploads (uploads, nft_mints), marketplace (listings) and
 * artists (usernames); those modules stay their only writers.
 */

const listingUpload = alias(uploads, "listing_upload");

/** One listing per token (the first listed), for tokens sold through the marketplace. */
function listedTokens(db: Database) {
  // Listings store token contracts lower-case (a CHECK), as the index does: the index on them serves this.
  const contract = sql<string>`${marketplaceListings.tokenContract}`;
  return db
    .selectDistinctOn([contract, marketplaceListings.tokenId], {
      contract: contract.as("listed_contract"),
      tokenId: marketplaceListings.tokenId,
      uploadId: marketplaceListings.uploadId,
      title: marketplaceListings.title,
      category: marketplaceListings.category,
      imageUrl: marketplaceListings.imageUrl,
      artistName: marketplaceListings.artistName,
    })
    .from(marketplaceListings)
    .where(and(isNotNull(marketplaceListings.tokenContract), isNotNull(marketplaceListings.tokenId)))
    .orderBy(contract, marketplaceListings.tokenId, asc(marketplaceListings.seq))
    .as("listed");
}

/**
 * A wallet's holdings, each with its minted upload (nft_mints → uploads) and its listing (by
 * token, with the listing's upload for the track's file), in one query.
 */
export function holdingsWithFacts(db: Database, chainId: number, owner: string) {
  const h = tokenHoldings;
  const listed = listedTokens(db);
  return db
    .select({
      contract: h.contract,
      tokenId: h.tokenId,
      owner: h.owner,
      standard: h.standard,
      balance: h.balance,
      tokenUri: h.tokenUri,
      upload: {
        id: uploads.id,
        title: uploads.title,
        category: uploads.category,
        imageUrl: uploads.imageUrl,
        fileCid: uploads.fileCid,
        artistName: uploads.artistName,
      },
      listing: { title: listed.title, category: listed.category, imageUrl: listed.imageUrl, artistName: listed.artistName },
      listingUploadId: listed.uploadId,
      listingFileCid: listingUpload.fileCid,
    })
    .from(h)
    .leftJoin(nftMints, and(eq(nftMints.chainId, h.chainId), eq(nftMints.contract, h.contract), eq(nftMints.tokenId, h.tokenId)))
    .leftJoin(uploads, eq(uploads.id, nftMints.uploadId))
    .leftJoin(listed, and(eq(listed.contract, h.contract), eq(listed.tokenId, h.tokenId)))
    .leftJoin(listingUpload, eq(listingUpload.id, listed.uploadId))
    .where(and(eq(h.chainId, chainId), eq(h.owner, owner.toLowerCase()), gt(h.balance, 0n)))
    .orderBy(asc(h.contract), asc(h.tokenId));
}

export type HoldingWithFacts = Awaited<ReturnType<typeof holdingsWithFacts>>[number];

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
        from marketplace_listings l
        left join lateral (
          select contract, token_id from nft_mints
           where upload_id = l.upload_id and chain_id = ${chainId}
           order by created_at desc limit 1
        ) m on true
        left join artists a on a.id = l.artist_id
       where l.id = ${listingId}
    )
    select s.id, c.owner, c.username, c.total
      from subject s
      left join lateral (
        select h.owner, holder.username, (count(*) over ())::int as total
          from token_holdings h
          left join artists holder on holder.wallet_address = h.owner
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
        from nft_mints m join uploads u on u.id = m.upload_id
       where u.artist_id = ${artistId} and m.chain_id = ${chainId}
      union
      select l.token_contract, l.token_id
        from marketplace_listings l
       where l.artist_id = ${artistId} and l.token_contract is not null and l.token_id is not null
    ),
    creators as (
      select wallet_address as wallet from artists where id = ${artistId} and wallet_address is not null
      union
      select seller_wallet from marketplace_listings where artist_id = ${artistId} and seller_wallet is not null
    ),
    holders as (
      select h.owner, max(array[h.acquired_block, h.acquired_log_index::bigint]) as acquired
        from token_holdings h join tokens t on t.contract = h.contract and t.token_id = h.token_id
       where h.chain_id = ${chainId} and h.balance > 0 and h.owner not in (select wallet from creators)
       group by h.owner
    )
    select h.owner, holder.username, (count(*) over ())::int as total
      from holders h
      left join artists holder on holder.wallet_address = h.owner
     order by h.acquired desc, h.owner
     limit ${newest}`);
  return rowsOf<CollectorRow>(result);
}
