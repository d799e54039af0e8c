import type { Context } from "hono";
import { AppError, type SessionUser } from "@wbe3/domain";
import type { AppEnv } from "../app-env.ts";

/** The signed-in user; the access table already refused visitors, this narrows the type. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("session")?.user;
  if (!user) throw new AppError("unauthorized", "Please sign in to continue.");
  return user;
}
