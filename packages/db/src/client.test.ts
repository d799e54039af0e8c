import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { featuredItems, marketplaceListings, seedDemo, users } from "./index.ts";
import { openTestDatabase } from "./testing.ts";
import type { DatabaseHandle } from "./client.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe("database", () => {
  it("opens with the driver the test run asked for", () => {
    expect(handle.driver).toBe(process.env.TEST_DB === "postgres" ? "postgres" : "pglite");
  });

  it("seeds the demo data once, however often seeding runs", async () => {
    await seedDemo(handle.db);
    await seedDemo(handle.db);
    expect(await handle.db.$count(featuredItems)).toBe(5);
    expect(await handle.db.$count(marketplaceListings)).toBe(7);
  });

  it("stores token amounts exactly, beyond what a float can hold", async () => {
    const price = 123456789012345678901234567890n;
    const [row] = await handle.db
      .insert(marketplaceListings)
      .values({ kind: "work", title: "Big", sellerName: "A", category: "art", price })
      .returning({ price: marketplaceListings.price });
    expect(row?.price).toBe(price);
  });

  it("refuses rows that break the rules instead of storing them", async () => {
    const bad = [
      handle.db
        .insert(marketplaceListings)
        .values({ kind: "work", title: "x", sellerName: "a", category: "art", price: 1n, delivery: "teleport" as "none" }),
      handle.db
        .insert(marketplaceListings)
        .values({ kind: "work", title: "x", sellerName: "a", sellerKind: "broker" as "partner", category: "art", price: 1n }),
      handle.db.insert(marketplaceListings).values({ kind: "work", title: "x", sellerName: "a", category: "art", price: -1n }),
      handle.db.insert(users).values({ walletAddress: "0xABCDEF0000000000000000000000000000000001" }),
      handle.db.insert(users).values({ name: "nobody" }),
      handle.db.insert(users).values({ email: "x@example.com", role: "owner" as "fan" }),
    ];
    for (const attempt of bad) await expect(attempt).rejects.toThrow();
  });

  it("treats e-mail addresses case-insensitively", async () => {
    await handle.db.insert(users).values({ email: "Case@Example.com" });
    await expect(handle.db.insert(users).values({ email: "case@example.COM" })).rejects.toThrow();
  });

  it("keeps a trigram index on the marketplace search text", async () => {
    const result = await handle.db.execute(sql`select indexdef from pg_indexes where indexname = 'listings_search_trgm'`);
    expect(JSON.stringify((result as { rows: unknown[] }).rows)).toContain("gin_trgm_ops");
  });
});
