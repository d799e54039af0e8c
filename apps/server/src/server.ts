import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { openDatabase, seedDemo } from "@wbe3/db";
import { sql } from "drizzle-orm";
import path from "node:path";
import { createApp } from "./app.ts";
import { createLocalContentStore } from "./adapters/content-store/content-store.ts";
import { kuboPinning } from "./adapters/content-store/pinning.ts";
import { appleMusicClient } from "./adapters/catalog/apple-music.ts";
import { catalogProvider } from "./modules/artists/catalog.ts";
import { createMailer } from "./adapters/mail/mailer.ts";
import { connectChain } from "./chain-setup.ts";
import { resetChainIndex } from "./adapters/chain/holdings-repo.ts";
import type { AppDeps } from "./deps.ts";
import type { Env } from "./env.ts";
import { createLogger, type Logger } from "./lib/logger.ts";

export interface RunningServer {
  url: string;
  deps: AppDeps;
  close(): Promise<void>;
}

/** Opens the database, seeds it when asked, and listens. Used by main.ts and the e2e harness. */
export async function startServer(env: Env, logger: Logger = createLogger(env.logLevel)): Promise<RunningServer> {
  const handle = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, "pg") });
  if (env.seedDemo) await seedDemo(handle.db);
  const connected = await connectChain(env.chain, env.dataDir, logger).catch(async (err: unknown) => {
    await handle.close();
    throw err;
  });
  // A local chain whose state was lost was deployed anew: what the index says it held is gone.
  if (connected.freshDeployment) await resetChainIndex(handle.db, connected.chain.chainId);
  const deps: AppDeps = {
    env,
    db: handle.db,
    driver: handle.driver,
    logger,
    mailer: createMailer(handle.db, env.mail, logger),
    contentStore: createLocalContentStore(handle.db, env.dataDir, env.ipfsApiUrl ? kuboPinning(env.ipfsApiUrl) : undefined),
    catalog: catalogProvider(handle.db, env.appleMusic ? appleMusicClient(env.appleMusic) : null, logger),
    chain: connected.chain,
    async checkDatabase() {
      await handle.db.execute(sql`select 1`);
    },
  };
  const app = createApp(deps);
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${env.host === "127.0.0.1" || env.host === "0.0.0.0" ? "localhost" : env.host}:${port}`;
  return {
    url,
    deps,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
      await connected.stop();
    },
  };
}
