import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../../lib/current-user.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { createDraft, myDrafts, removeDraft } from "./drafts-service.ts";
import { confirmMint, createUpload, myUploads, prepareMint } from "./service.ts";

export function uploadRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "GET /api/uploads/mine": async (_, c) => ({ uploads: await myUploads(deps.db, requireUser(c)) }),
    "POST /api/uploads": async ({ body }, c) => ({
      upload: await createUpload(deps.db, deps.contentStore, requireUser(c), body, c.get("logger")),
    }),
    "POST /api/uploads/:id/metadata": async ({ params }, c) => prepareMint(deps.db, deps.contentStore, requireUser(c), params.id),
    "POST /api/uploads/:id/mint": async ({ params, body }, c) => ({
      upload: await confirmMint(deps.db, deps.chain, requireUser(c), params.id, body.txHash),
    }),
    "GET /api/studio/drafts": async (_, c) => ({ drafts: await myDrafts(deps.db, requireUser(c), c.get("logger")) }),
    "POST /api/studio/drafts": async ({ body }, c) => ({ draft: await createDraft(deps.db, requireUser(c), body, c.get("logger")) }),
    "DELETE /api/studio/drafts/:id": async ({ params }, c) => ({
      drafts: await removeDraft(deps.db, requireUser(c), params.id, c.get("logger")),
    }),
  });
}
