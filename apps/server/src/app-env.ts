import type { SessionUser } from "@wbe3/domain";
import type { Logger } from "./lib/logger.ts";

export interface CurrentSession {
  /** SHA-256 of the session id; the id itself is only in the browser's cookie. */
  idHash: string;
  user: SessionUser;
}

/** Values every request handler can read from the Hono context. */
export interface AppEnv {
  Variables: {
    logger: Logger;
    requestId: string;
    session: CurrentSession | null;
  };
}
