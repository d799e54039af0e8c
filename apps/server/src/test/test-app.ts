import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { seedDemo } from "@wbe3/db";
import { openTestDatabase } from "@wbe3/db/testing";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { devAccounts, platformSignerDevAccount } from "@wbe3/contracts";
import { createChainClient, type Chain } from "../adapters/chain/chain-client.ts";
import { accountQuoteSigner } from "../adapters/chain/quote-signer.ts";
import { createApp } from "../app.ts";
import { createLocalContentStore } from "../adapters/content-store/content-store.ts";
import { storedFileRecords } from "../modules/files/service.ts";
import { appleMusicClient } from "../adapters/catalog/apple-music.ts";
import type { TokenFaucet } from "../adapters/chain/faucet.ts";
import { sandboxMetalsPrice } from "../adapters/metals/provider.ts";
import type { TokenPriceProvider } from "../adapters/price/provider.ts";
import { sandboxPrice } from "../adapters/price/sandbox-price.ts";
import { catalogProvider } from "../modules/artists/catalog.ts";
import { publicTracksOf } from "../modules/uploads/service.ts";
import { createMailer } from "../adapters/mail/mailer.ts";
import { mailOutbox } from "../modules/mail/service.ts";
import type { AppDeps } from "../deps.ts";
import { parseEnv } from "../env.ts";
import { createLogger, type Logger } from "../lib/logger.ts";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database (PGlite, or PostgreSQL when TEST_DB=postgres). */
export async function createTestApp({
  seed = true,
  env: envOverrides = {},
  logger = createLogger("silent"),
  tokenPrice = sandboxPrice(),
  faucet = null,
}: {
  seed?: boolean;
  env?: Record<string, string>;
  logger?: Logger;
  tokenPrice?: TokenPriceProvider;
  /** None unless a test brings its own: minting from the shared deployer would race other files' nonces. */
  faucet?: TokenFaucet | null;
} = {}) {
  const handle = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), "wbe3-server-test-"));
  if (seed) await seedDemo(handle.db);
  const env = parseEnv({
    NODE_ENV: "test",
    WEB_DIST: "/nonexistent",
    AUTH_RATE_LIMIT: "10000",
    UPLOAD_RATE_LIMIT: "10000",
    // Every in-process request comes from one address ("unknown"); tests of the limit lower it.
    NEW_ACCOUNTS_PER_HOUR: "100000",
    ...envOverrides,
  });
  const deps: AppDeps = {
    env,
    db: handle.db,
    driver: handle.driver,
    notifications: handle.notifications,
    logger,
    mailer: createMailer(handle.db, mailOutbox(handle.db), env.mail, logger),
    contentStore: createLocalContentStore(storedFileRecords(handle.db), dataDir),
    catalog: catalogProvider(
      (artistId) => publicTracksOf(handle.db, artistId),
      env.appleMusic ? appleMusicClient(env.appleMusic) : null,
      logger,
    ),
    tokenPrice,
    metalsPrice: sandboxMetalsPrice(),
    faucet,
    chain: testChain(),
    async checkDatabase() {
      await handle.db.execute(sql`select 1`);
    },
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    db: handle.db,
    request: (path: string, init?: RequestInit) => app.request(path, init),
    dataDir,
    async close() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The suite's Anvil (see global-setup.ts) as the app's chain. */
export function testChain(overrides: Partial<Chain> = {}): Chain {
  const { rpcUrl, chainId, deployment } = inject("anvil");
  return {
    chainId,
    client: createChainClient(rpcUrl, chainId),
    contracts: deployment,
    confirmations: 1,
    publicRpcUrl: "/api/rpc",
    explorerUrl: undefined,
    rpcUrl,
    // global-setup's deployAll made this dev account the marketplace's platform signer.
    quoteSigner: accountQuoteSigner(platformSignerDevAccount()),
    // global-setup's deployAll made dev account 0 the fee recipient, which refunds come from.
    treasury: devAccounts(1)[0],
    ...overrides,
  };
}
