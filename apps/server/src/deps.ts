import type { Database, DriverName, Notifications } from "@wbe3/db";
import type { Chain } from "./adapters/chain/chain-client.ts";
import type { TokenFaucet } from "./adapters/chain/faucet.ts";
import type { ContentStore } from "./adapters/content-store/content-store.ts";
import type { Mailer } from "./adapters/mail/mailer.ts";
import type { MetalsPriceProvider } from "./adapters/metals/provider.ts";
import type { TokenPriceProvider } from "./adapters/price/provider.ts";
import type { MusicCatalogProvider } from "./modules/artists/catalog.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./lib/logger.ts";

/** Everything the HTTP layer needs from the outside world, built once in main.ts (or a test). */
export interface AppDeps {
  env: Env;
  db: Database;
  driver: DriverName;
  /** LISTEN/NOTIFY on the same database: how every instance hears what another wrote (live show events). */
  notifications: Notifications;
  logger: Logger;
  chain: Chain;
  mailer: Mailer;
  contentStore: ContentStore;
  catalog: MusicCatalogProvider;
  tokenPrice: TokenPriceProvider;
  /** Gold and silver prices for HoneyBank's metals (local: the sandbox's fixed prices). */
  metalsPrice: MetalsPriceProvider;
  /** Local mode's source of test WBE3; null where nothing may be minted (remote chains, most tests). */
  faucet: TokenFaucet | null;
  /** Throws when the database cannot answer. */
  checkDatabase(): Promise<void>;
}
