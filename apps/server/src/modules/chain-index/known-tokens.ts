import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { tokenHoldings, type Database } from "@wbe3/db";
import { artistFacts } from "../artists/read-models.ts";
import { storedFileFacts } from "../files/read-models.ts";
import { listingFacts } from "../marketplace/read-models.ts";
import { bookFacts } from "../publishing/read-models.ts";
import { mintFacts, uploadFacts } from "../uploads/read-models.ts";

/*
 * What our catalogue knows about indexed tokens, read in the same statement as the holdings so an
 * answer costs one round trip whatever the number of tokens (issue 11, point 11). Uploads, mints,
 * listings, books, stored files and artists are read through the read models their modules publish
 * (each table has one owner); PostgreSQL inlines those, so each answer is still one statement with
 * the same plan.
 */

/** One listing per token (the first listed), for tokens sold through the marketplace. */
function listedTokens(db: Database) {
  const listing = listingFacts(db, "listing");
  // Listings store token contracts lower-case (a CHECK), as the index does: the index on them serves this.
  const contract = sql<string>`${listing.tokenContract}`;
  return db
    .selectDistinctOn([contract, listing.tokenId], {
      contract: contract.as("listed_contract"),
      tokenId: listing.tokenId,
      listingId: listing.id,
      uploadId: listing.uploadId,
      title: listing.title,
      category: listing.category,
      imageUrl: listing.imageUrl,
      artistName: listing.artistName,
    })
    .from(listing)
    .where(and(isNotNull(listing.tokenContract), isNotNull(listing.tokenId)))
    .orderBy(contract, listing.tokenId, asc(listing.seq))
    .as("listed");
}

/**
 * A wallet's holdings, each with its minted upload (nft_mints → uploads), its listing (by token,
 * with the listing's upload for the track's file, or the book it sells) and the file the token
 * opens (the minted upload's, else the listing's upload's, else the book's manuscript) with its
 * type and access rule, in one query.
 */
export function holdingsWithFacts(db: Database, chainId: number, owner: string) {
  const h = tokenHoldings;
  const listed = listedTokens(db);
  const mint = mintFacts(db, "mint");
  const upload = uploadFacts(db, "minted_upload");
  const listingUpload = uploadFacts(db, "listing_upload");
  const book = bookFacts(db, "listing_book");
  const file = storedFileFacts(db, "opened_file");
  const fileCid = sql<string | null>`coalesce(${upload.fileCid}, ${listingUpload.fileCid}, ${book.fileCid})`;
  return db
    .select({
      contract: h.contract,
      tokenId: h.tokenId,
      owner: h.owner,
      standard: h.standard,
      balance: h.balance,
      tokenUri: h.tokenUri,
      upload: {
        id: upload.id,
        title: upload.title,
        category: upload.category,
        imageUrl: upload.imageUrl,
        fileCid: upload.fileCid,
        artistName: upload.artistName,
      },
      listing: { title: listed.title, category: listed.category, imageUrl: listed.imageUrl, artistName: listed.artistName },
      listingUploadId: listed.uploadId,
      listingFileCid: listingUpload.fileCid,
      file: { cid: file.cid, mimeType: file.mimeType, access: file.access },
      isBook: sql<boolean>`${book.id} is not null`,
    })
    .from(h)
    .leftJoin(mint, and(eq(mint.chainId, h.chainId), eq(mint.contract, h.contract), eq(mint.tokenId, h.tokenId)))
    .leftJoin(upload, eq(upload.id, mint.uploadId))
    .leftJoin(listed, and(eq(listed.contract, h.contract), eq(listed.tokenId, h.tokenId)))
    .leftJoin(listingUpload, eq(listingUpload.id, listed.uploadId))
    .leftJoin(book, eq(book.listingId, listed.listingId))
    .leftJoin(file, eq(file.cid, fileCid))
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
