/**
 * Child process of the marketplace benchmark: the real app on a database filled with N
 * generated listings. Prints "READY <url>" when it accepts requests.
 */
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { generateListings, marketplaceListings, openDatabase, seedDemo } from "@wbe3/db";
import { startServer } from "../../apps/server/src/server.ts";
import { parseEnv } from "../../apps/server/src/env.ts";
import { createLogger } from "../../apps/server/src/lib/logger.ts";
import { sql } from "drizzle-orm";

const [mode = "app", countArg = "100000"] = process.argv.slice(2);

function listen(fetch: (req: Request) => Response | Promise<Response>) {
  const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, () => {
    const { port } = server.address() as AddressInfo;
    console.log(`READY http://127.0.0.1:${port}`);
  });
}

if (mode === "bare") {
  // The floor: a Hono JSON route with no database, on the same server adapter.
  const app = new Hono().get("/api/bare", (c) => c.json({ items: [], nextCursor: null }));
  listen(app.fetch);
} else {
  const env = parseEnv({ ...process.env, LOG_LEVEL: "silent", SEED_DEMO: "true", ANVIL_PORT: "0", PORT: "0" });
  // Fill the database first, then start the real server on it (chain, seed and all).
  const handle = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: `${env.dataDir}/pg` });
  await seedDemo(handle.db);
  const target = Number(countArg);
  const existing = await handle.db.$count(marketplaceListings);
  if (existing < target) {
    const started = performance.now();
    await generateListings(handle.db, target - existing);
    await handle.db.execute(sql`analyze marketplace_listings`);
    console.log(`generated ${target - existing} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await handle.close();
  const running = await startServer(env, createLogger("silent"));
  console.log(`READY ${running.url.replace("localhost", "127.0.0.1")}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
