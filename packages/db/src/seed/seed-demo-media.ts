import type { Database } from "../client.ts";
import { and, eq, isNull } from "drizzle-orm";
import { books, marketplaceListings, uploads } from "../schema/index.ts";
import { DEMO_ARTIST, DEMO_AUTHOR, DEMO_BOOK, DEMO_LISTINGS, DEMO_TRACKS } from "./demo-data.ts";

/** A seeded track's stored files (the server generates and stores them; here they are only named). */
export interface DemoTrackFiles {
  listingId: string;
  fileCid: string;
  imageCid: string;
  durationMs: number;
}

export interface DemoMedia {
  tracks: DemoTrackFiles[];
  book: { fileCid: string; coverCid: string };
}

const listingOf = (id: string) => {
  const listing = DEMO_LISTINGS.find((item) => item.id === id);
  if (!listing) throw new Error(`no demo listing ${id}`);
  return listing;
};

/**
 * The rows behind the demo items' files, once `seedDemo` made the items: each demo track (Nova
 * Reign's) an
 * upload (public music with its file, cover and duration) attached to its listing, and the poetry
 * listing's approved book. Running it again changes nothing (stable ids; a listing keeps the
 * upload it has). The files themselves must be stored first (stored_files rows, by the server).
 */
export async function seedDemoMedia(db: Database, media: DemoMedia): Promise<void> {
  await db.transaction(async (tx) => {
    for (const track of media.tracks) {
      const demo = DEMO_TRACKS.find((item) => item.listingId === track.listingId);
      if (!demo) throw new Error(`no demo track for listing ${track.listingId}`);
      const listing = listingOf(track.listingId);
      await tx
        .insert(uploads)
        .values({
          id: demo.uploadId,
          artistId: DEMO_ARTIST.id,
          title: listing.title,
          artistName: listing.sellerName,
          description: listing.description,
          category: "music",
          price: listing.price,
          imageUrl: `/ipfs/${track.imageCid}`,
          tags: listing.tags,
          // As its listing says: the radio plays minted music.
          isMinted: listing.isMinted,
          isPublic: true,
          fileCid: track.fileCid,
          imageCid: track.imageCid,
          nftType: "ERC1155",
          durationMs: track.durationMs,
        })
        .onConflictDoNothing();
      await tx
        .update(marketplaceListings)
        .set({ uploadId: demo.uploadId })
        .where(and(eq(marketplaceListings.id, track.listingId), isNull(marketplaceListings.uploadId)));
    }
    const listing = listingOf(DEMO_BOOK.listingId);
    const now = new Date();
    await tx
      .insert(books)
      .values({
        id: DEMO_BOOK.id,
        artistId: DEMO_AUTHOR.id,
        title: listing.title,
        authorName: DEMO_AUTHOR.name,
        genre: DEMO_BOOK.genre,
        description: listing.description,
        price: listing.price,
        fileCid: media.book.fileCid,
        coverCid: media.book.coverCid,
        status: "approved",
        reviewedAt: now,
        listingId: DEMO_BOOK.listingId,
        submittedAt: now,
      })
      .onConflictDoNothing();
  });
}
