import type { Database, DriverName } from "@wbe3/db";
import type { Chain } from "./adapters/chain/chain-client.ts";
import type { ContentStore } from "./adapters/content-store/content-store.ts";
import type { Mailer } from "./adapters/mail/mailer.ts";
import type { MusicCatalogProvider } from "./modules/artists/catalog.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./lib/logger.ts";

/** Everything the HTTP layer needs from the outside world, built once in main.ts (or a test). */
export interface AppDeps {
  env: Env;
  db: Database;
  driver: DriverName;
  logger: Logger;
  chain: Chain;
  mailer: Mailer;
  contentStore: ContentStore;
  catalog: MusicCatalogProvider;
  /** Throws when the database cannot answer. */
  checkDatabase(): Promise<void>;
}
