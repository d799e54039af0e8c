import type { Database } from "@wbe3/db";
import type { MarketplacePage } from "@wbe3/domain";

/**
 * The marketplace list is the busiest read of the site and the same few searches repeat (the
 * first page, a category, a popular word). Each answer is kept for a moment, and identical
 * requests that arrive together share one query. A change to the listings in this process
 * (a public upload, a mint) clears the cache at once; another instance's change shows within
 * the lifetime of an entry.
 */
export interface ListingCache {
  get(key: string, load: () => Promise<MarketplacePage>): Promise<MarketplacePage>;
  /** Forget every answer: the listings changed. */
  invalidate(): void;
}

export interface ListingCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** Long enough to absorb a burst, short enough that another instance's change shows promptly. */
const DEFAULT_TTL_MS = 1_000;
const DEFAULT_MAX_ENTRIES = 500;

interface Entry {
  expiresAt: number;
  page: Promise<MarketplacePage>;
}

export function createListingCache({
  ttlMs = DEFAULT_TTL_MS,
  maxEntries = DEFAULT_MAX_ENTRIES,
  now = Date.now,
}: ListingCacheOptions = {}): ListingCache {
  const entries = new Map<string, Entry>();
  return {
    get(key, load) {
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.page;
      const entry: Entry = { expiresAt: now() + ttlMs, page: load() };
      entries.delete(key);
      entries.set(key, entry);
      // Map keeps insertion order: the first key is the one refreshed longest ago.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      // A failure is not an answer to keep; the next request asks the database again.
      entry.page.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.page;
    },
    invalidate() {
      entries.clear();
    },
  };
}

const cacheByDb = new WeakMap<Database, ListingCache>();

/** The process's cache for this database's listings. */
export function listingCacheFor(db: Database): ListingCache {
  let cache = cacheByDb.get(db);
  if (!cache) cacheByDb.set(db, (cache = createListingCache()));
  return cache;
}
