import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFile } from "music-metadata";
import { PDFDocument } from "pdf-lib";
import {
  books,
  DEMO_ARTIST,
  DEMO_AUTHOR,
  DEMO_BOOK,
  DEMO_TRACKS,
  marketplaceListings,
  seedDemo,
  storedFiles,
  uploads,
  type DemoMedia,
} from "@wbe3/db";
import { BOOK_HOLDERS_ACCESS, type ArtistPage, type MarketplacePage, type RadioTracks } from "@wbe3/domain";
import { eq, inArray } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { DEMO_TRACK_SECONDS, seedDemoFiles } from "./seed-demo-files.ts";

// Issue 19, point 7: a fresh install has something to play and read.
let t: TestApp;
let media: DemoMedia;

const getJson = async <T>(path: string): Promise<T> => {
  const res = await t.request(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

async function rowCounts() {
  const [files, uploadRows, bookRows] = await Promise.all([t.db.$count(storedFiles), t.db.$count(uploads), t.db.$count(books)]);
  return { files, uploads: uploadRows, books: bookRows };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  media = await seedDemoFiles(t.db, t.deps.contentStore);
});
afterAll(() => t.close());

describe("seedDemoFiles on an empty database", () => {
  it("puts the demo artist's minted track on the radio, with its cover and a file that streams", async () => {
    const { tracks } = await getJson<RadioTracks>("/api/radio/tracks");
    expect(tracks.map((track) => track.title)).toEqual(["Midnight Frequencies"]);
    const [track] = tracks;
    expect(track).toMatchObject({ artistUsername: DEMO_ARTIST.username, durationMs: DEMO_TRACK_SECONDS * 1000 });
    const audio = await t.request(track?.audioUrl ?? "");
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-type")).toMatch(/^audio\/(x-)?wav/);
    const cover = await t.request(track?.imageUrl ?? "");
    expect(cover.status).toBe(200);
    expect(cover.headers.get("content-type")).toBe("image/png");
  });

  it("counts in the artist's catalog every track of hers the marketplace lists", async () => {
    const page = await getJson<ArtistPage>(`/api/artists/${DEMO_ARTIST.username}`);
    const listed = await getJson<MarketplacePage>("/api/marketplace?category=music");
    const hers = listed.items.filter((item) => item.seller.name === DEMO_ARTIST.name);
    expect(hers).toHaveLength(2);
    expect(page.catalog.totalTracks).toBe(hers.length);
    expect(page.catalog.tracks.map((track) => track.title).sort()).toEqual(hers.map((item) => item.title).sort());
  });

  it("makes each track an upload of at least 31 s behind its listing", async () => {
    const listings = await t.db
      .select({ id: marketplaceListings.id, uploadId: marketplaceListings.uploadId })
      .from(marketplaceListings)
      .where(
        inArray(
          marketplaceListings.id,
          DEMO_TRACKS.map((track) => track.listingId),
        ),
      );
    expect(listings.map((listing) => listing.uploadId).sort()).toEqual(DEMO_TRACKS.map((track) => track.uploadId).sort());
    for (const track of media.tracks) {
      const blob = await t.deps.contentStore.find(track.fileCid);
      const { format } = await parseFile(blob?.path ?? "", { duration: true });
      expect(format.duration).toBeGreaterThanOrEqual(31);
    }
  });

  it("sells an approved book whose manuscript opens for its holders only and whose cover is public", async () => {
    const [book] = await t.db.select().from(books).where(eq(books.id, DEMO_BOOK.id));
    expect(book).toMatchObject({ status: "approved", listingId: DEMO_BOOK.listingId, fileCid: media.book.fileCid });
    const shelf = await getJson<MarketplacePage>("/api/marketplace?category=books");
    expect(shelf.items.filter((item) => item.title === "Verses of the Hive").map((item) => item.id)).toEqual([DEMO_BOOK.listingId]);
    expect((await t.request(`/ipfs/${media.book.fileCid}`)).status).toBe(404);
    expect((await t.request(`/api/content/${media.book.fileCid}`)).status).toBe(401);
    expect((await t.request(`/ipfs/${media.book.coverCid}`)).status).toBe(200);
    const blob = await t.deps.contentStore.find(media.book.fileCid);
    expect(blob).toMatchObject({ mimeType: "application/pdf", access: BOOK_HOLDERS_ACCESS });
  });

  it("makes a PDF pdf-lib can read (so a holder's copy can be stamped)", async () => {
    const blob = await t.deps.contentStore.find(media.book.fileCid);
    const doc = await PDFDocument.load(await readFile(blob?.path ?? ""));
    expect(doc.getPageCount()).toBeGreaterThan(1);
  });

  it("changes nothing when it runs again (a restart): same CIDs, no new rows", async () => {
    const before = await rowCounts();
    const again = await seedDemoFiles(t.db, t.deps.contentStore);
    expect(again).toEqual(media);
    expect(await rowCounts()).toEqual(before);
    expect(before).toMatchObject({ uploads: 2, books: 1 });
  });

  it("gives a data directory seeded before the demo book its author and the book's listing kind", async () => {
    await t.db.update(marketplaceListings).set({ kind: "work", artistId: null }).where(eq(marketplaceListings.id, DEMO_BOOK.listingId));
    await seedDemo(t.db);
    const [listing] = await t.db.select().from(marketplaceListings).where(eq(marketplaceListings.id, DEMO_BOOK.listingId));
    expect(listing).toMatchObject({ kind: "book", artistId: DEMO_AUTHOR.id });
  });
});
