import { Hono } from "hono";
import { z } from "zod";
import { artistProfileSchema } from "@wbe3/domain";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../../lib/current-user.ts";
import { validate } from "../../lib/validate.ts";
import { walletParam } from "../../lib/params.ts";
import { artistByWallet, artistPage, ownProfile, updateOwnProfile, verifiedArtists } from "./service.ts";

/** The signed-in artist's own profile. */
export function artistProfileRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get("/profile", async (c) => c.json({ profile: await ownProfile(deps.db, requireUser(c)) }))
    .put("/profile", validate("json", artistProfileSchema), async (c) =>
      c.json({ profile: await updateOwnProfile(deps.db, requireUser(c), c.req.valid("json")) }),
    );
}

/** Public artist pages: discover, profile with catalog, and the embeddable card by wallet. */
export function artistsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ artists: await verifiedArtists(deps.db) }))
    .get("/by-wallet/:address", validate("param", walletParam), async (c) =>
      c.json({ artist: await artistByWallet(deps.db, c.req.valid("param").address) }),
    )
    .get("/:username", validate("param", z.object({ username: z.string().max(40) })), async (c) =>
      c.json(await artistPage(deps.db, deps.catalog, c.req.valid("param").username)),
    );
}
