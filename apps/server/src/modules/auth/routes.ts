import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";

/**
 * The signed-in viewer as the server sees it. Until sign-in lands every visitor is anonymous;
 * the web app already mirrors this endpoint for its route guard.
 */
export function authRoutes() {
  return new Hono<AppEnv>().get("/me", (c) => c.json({ user: null, role: null, home: "/" }));
}
