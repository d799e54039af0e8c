import type { Context } from "hono";
import { AppError, SIGN_IN_REQUIRED, type SessionUser } from "@wbe3/domain";
import type { AppEnv } from "../app-env.ts";

/** The signed-in user; the access table already refused visitors, this narrows the type. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("session")?.user;
  if (!user) throw new AppError("unauthorized", SIGN_IN_REQUIRED);
  return user;
}
