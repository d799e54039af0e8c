import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { uploads } from "@wbe3/db";
import type { StorefrontItem } from "@wbe3/domain";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";

const STOREFRONT_LIMIT = 200;

/** The artist storefront: public uploads, newest first (SPEC 7); searched in the browser. */
export function storefrontRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const rows = await deps.db.select().from(uploads).where(eq(uploads.isPublic, true)).orderBy(desc(uploads.createdAt)).limit(STOREFRONT_LIMIT);
    const items: StorefrontItem[] = rows.map((row) => ({
      id: row.id,
      title: row.title,
      artistName: row.artistName,
      description: row.description,
      category: row.category,
      price: row.price.toString(),
      imageUrl: row.imageUrl,
      tags: row.tags,
      isMinted: row.isMinted,
      createdAt: row.createdAt.toISOString(),
    }));
    return c.json({ items });
  });
}
