import type { AddressInfo } from "node:net";
import { devAccounts } from "@wbe3/contracts";
import { openDatabase, seedDemo } from "@wbe3/db";
import { REQUEST_ERROR, TICKETS_WATCH_INTERVAL_MS } from "@wbe3/domain";
import { sql } from "drizzle-orm";
import path from "node:path";
import { createApp } from "./app.ts";
import { createLocalContentStore } from "./adapters/content-store/content-store.ts";
import { storedFileRecords } from "./modules/files/service.ts";
import { kuboPinning } from "./adapters/content-store/pinning.ts";
import { appleMusicClient } from "./adapters/catalog/apple-music.ts";
import { localTokenFaucet } from "./adapters/chain/faucet.ts";
import { createHttpClient } from "./adapters/http/http-client.ts";
import { sandboxMetalsPrice, unconfiguredMetalsPrice } from "./adapters/metals/provider.ts";
import { createPriceProvider } from "./adapters/price/create-provider.ts";
import { catalogProvider } from "./modules/artists/catalog.ts";
import { publicTracksOf } from "./modules/uploads/service.ts";
import { createMailer } from "./adapters/mail/mailer.ts";
import { mailOutbox } from "./modules/mail/service.ts";
import { connectChain } from "./chain-setup.ts";
import { resetChainIndex } from "./modules/chain-index/service.ts";
import type { Chain } from "./adapters/chain/chain-client.ts";
import { reconcileWithChain } from "./chain-reconcile.ts";
import type { AppDeps } from "./deps.ts";
import { createHttpServer, jsonErrorResponse, listen, type FetchCallback } from "./http-server.ts";
import { withBoundPort, type Env } from "./env.ts";
import { createLogger, type Logger } from "./lib/logger.ts";
import { startPurgeSchedule } from "./modules/maintenance/purge.ts";
import { startPaymentSweep } from "./modules/commerce/service.ts";
import { startTicketsWatch } from "./modules/live-shows/service.ts";
import { seedDemoFiles } from "./seed/seed-demo-files.ts";

export interface RunningServer {
  url: string;
  deps: AppDeps;
  close(): Promise<void>;
}

/** Opens the database, seeds it when asked, and listens. Used by main.ts and the e2e harness. */
export async function startServer(configured: Env, logger: Logger = createLogger(configured.logLevel)): Promise<RunningServer> {
  let env = configured;
  const handle = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, "pg") });
  if (env.seedDemo) await seedDemo(handle.db);
  const reconcile = (chain: Chain) => reconcileWithChain(handle.db, chain, logger).then(() => undefined);
  const connected = await connectChain(env.chain, env.dataDir, logger, { afterRestart: reconcile }).catch(async (err: unknown) => {
    await handle.close();
    throw err;
  });
  // A local chain whose state was lost was deployed anew: what the index says it held is gone.
  if (connected.freshDeployment) await resetChainIndex(handle.db, connected.chain.chainId);
  // A local chain may come back shorter than the database remembers (a kill -9): repair before serving.
  if (env.chain.mode === "local") await reconcile(connected.chain);
  // Listen first: with PORT 0 the local origins (links, Origin and SIWE checks) need the real port.
  const ready: { app?: ReturnType<typeof createApp> } = {};
  const fetch: FetchCallback = (request, bindings) =>
    ready.app ? ready.app.fetch(request, bindings) : jsonErrorResponse("unavailable", REQUEST_ERROR.starting);
  const server = await listen(createHttpServer(fetch, { hostname: env.host, logger }), env.port, env.host);
  const { port } = server.address() as AddressInfo;
  env = withBoundPort(env, port);
  const deps: AppDeps = {
    env,
    db: handle.db,
    driver: handle.driver,
    notifications: handle.notifications,
    logger,
    mailer: createMailer(handle.db, mailOutbox(handle.db), env.mail, logger),
    contentStore: createLocalContentStore(
      storedFileRecords(handle.db),
      env.dataDir,
      env.ipfsApiUrl ? kuboPinning(env.ipfsApiUrl) : undefined,
    ),
    catalog: catalogProvider(
      (artistId) => publicTracksOf(handle.db, artistId),
      env.appleMusic ? appleMusicClient(env.appleMusic) : null,
      logger,
    ),
    tokenPrice: createPriceProvider(env.tokenPrice, { wbe3Token: connected.chain.contracts.WBE3Token, http: createHttpClient() }),
    metalsPrice: env.chain.mode === "local" ? sandboxMetalsPrice() : unconfiguredMetalsPrice(),
    // The deployer owns the local WBE3 and may mint it; no other configuration can turn this on.
    faucet: env.chain.mode === "local" && !env.isProduction ? localTokenFaucet(connected.chain, localDeployer()) : null,
    chain: connected.chain,
    async checkDatabase() {
      await handle.db.execute(sql`select 1`);
    },
  };
  // The demo items' files (generated, so no binary is kept in the repository): stored before serving.
  if (env.seedDemo) await seedDemoFiles(handle.db, deps.contentStore);
  ready.app = createApp(deps);
  const purge = startPurgeSchedule({ db: handle.db, dataDir: env.dataDir, logger, intervalMs: env.purgeIntervalMs });
  const sweep = startPaymentSweep({ db: handle.db, chain: connected.chain, logger, intervalMs: env.paymentSweepIntervalMs });
  const tickets = startTicketsWatch({ db: handle.db, chain: connected.chain, logger, intervalMs: TICKETS_WATCH_INTERVAL_MS });
  const url = `http://${env.host === "127.0.0.1" || env.host === "0.0.0.0" ? "localhost" : env.host}:${port}`;
  return {
    url,
    deps,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await purge.stop();
      await sweep.stop();
      await tickets.stop();
      await handle.close();
      await connected.stop();
    },
  };
}

/** Anvil's first dev account: it deployed the local contracts and owns them. */
function localDeployer() {
  const [deployer] = devAccounts(1);
  if (!deployer) throw new Error("no local dev account to mint test WBE3 from");
  return deployer;
}
