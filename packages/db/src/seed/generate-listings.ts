import type { UploadCategory } from "@wbe3/domain";
import { UPLOAD_CATEGORIES } from "@wbe3/domain";
import type { Database } from "../client.ts";
import { marketplaceListings } from "../schema/index.ts";

/** The words generated titles are made of (benchmarks search for them). */
export const GENERATED_LISTING_WORDS = [
  "amber",
  "echo",
  "velvet",
  "neon",
  "honey",
  "crown",
  "midnight",
  "river",
  "golden",
  "static",
  "ember",
  "lunar",
  "cedar",
  "prism",
  "harbor",
  "silver",
  "tide",
  "orbit",
  "meadow",
  "cobalt",
  "signal",
  "marble",
  "thunder",
  "willow",
  "saffron",
  "drift",
  "halo",
  "canyon",
  "ivory",
  "pulse",
];
const ARTISTS = [
  "Nova Reign",
  "Ada Okafor",
  "Mara Quell",
  "Atelier Soleil",
  "Harbor Homes",
  "Roadline Classics",
  "Kai Mercer",
  "Luz Ortega",
];

/** A small deterministic PRNG so a benchmark data set is the same on every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Bulk-inserts `count` pseudo-random listings (for benchmarks), in batches. */
export async function generateListings(db: Database, count: number, { seed = 1, batchSize = 2000 } = {}): Promise<void> {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  for (let done = 0; done < count; done += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, count - done) }, () => {
      const category: UploadCategory = pick(UPLOAD_CATEGORIES);
      const title = `${pick(GENERATED_LISTING_WORDS)} ${pick(GENERATED_LISTING_WORDS)} ${pick(GENERATED_LISTING_WORDS)}`;
      return {
        kind: "work",
        title,
        sellerName: pick(ARTISTS),
        description: `A ${category} item: ${pick(GENERATED_LISTING_WORDS)}, ${pick(GENERATED_LISTING_WORDS)} and ${pick(GENERATED_LISTING_WORDS)}.`,
        category,
        price: BigInt(Math.floor(random() * 50_000)) * 10n ** 15n,
        imageUrl: null,
        tags: [pick(GENERATED_LISTING_WORDS), pick(GENERATED_LISTING_WORDS), pick(GENERATED_LISTING_WORDS)],
        isMinted: random() < 0.3,
      };
    });
    await db.insert(marketplaceListings).values(rows);
  }
}
