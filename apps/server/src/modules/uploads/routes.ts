import { Hono } from "hono";
import { z } from "zod";
import { createUploadSchema } from "@wbe3/domain";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../../lib/current-user.ts";
import { uuidParam } from "../../lib/params.ts";
import { validate } from "../../lib/validate.ts";
import { confirmMint, createUpload, myUploads, prepareMint } from "./service.ts";

const mintBody = z.object({ txHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, "txHash must be a transaction hash.") });

export function uploadRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get("/mine", async (c) => c.json({ uploads: await myUploads(deps.db, requireUser(c)) }))
    .post("/", validate("json", createUploadSchema), async (c) =>
      c.json({ upload: await createUpload(deps.db, deps.contentStore, requireUser(c), c.req.valid("json"), c.get("logger")) }, 201),
    )
    .post("/:id/metadata", validate("param", uuidParam), async (c) =>
      c.json(await prepareMint(deps.db, deps.contentStore, requireUser(c), c.req.valid("param").id)),
    )
    .post("/:id/mint", validate("param", uuidParam), validate("json", mintBody), async (c) => {
      const txHash = c.req.valid("json").txHash as `0x${string}`;
      return c.json({ upload: await confirmMint(deps.db, deps.chain, requireUser(c), c.req.valid("param").id, txHash) });
    });
}
