import type { Logger } from "./lib/logger.ts";

/** Values every request handler can read from the Hono context. */
export interface AppEnv {
  Variables: {
    logger: Logger;
    requestId: string;
  };
}
