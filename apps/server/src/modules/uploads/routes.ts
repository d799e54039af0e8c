import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../../lib/current-user.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { createDraft, myDrafts, removeDraft } from "./drafts-service.ts";
import { myUploads } from "./my-uploads.ts";
import { setTrackPreview } from "./preview.ts";
import { confirmMint, createUpload, prepareMint } from "./service.ts";

export function uploadRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "GET /api/uploads/mine": async (_, c) => ({ uploads: await myUploads(deps.db, deps.chain, c.get("logger"), requireUser(c)) }),
    "POST /api/uploads": async ({ body }, c) => ({
      upload: await createUpload(deps.db, deps.contentStore, requireUser(c), body, c.get("logger")),
    }),
    "POST /api/uploads/:id/metadata": async ({ params }, c) =>
      prepareMint(deps.db, deps.chain, deps.contentStore, requireUser(c), params.id, deps.env.origins.canonical),
    "POST /api/uploads/:id/mint": async ({ params, body }, c) => ({
      upload: await confirmMint(deps.db, deps.chain, requireUser(c), params.id, body.txHash, c.get("logger")),
    }),
    "PUT /api/uploads/:id/preview": async ({ params, body }, c) => ({
      upload: await setTrackPreview(deps.db, deps.chain, c.get("logger"), requireUser(c), params.id, body.previewCid),
    }),
    "GET /api/studio/drafts": async (_, c) => ({ drafts: await myDrafts(deps.db, requireUser(c), c.get("logger")) }),
    "POST /api/studio/drafts": async ({ body }, c) => ({ draft: await createDraft(deps.db, requireUser(c), body, c.get("logger")) }),
    "DELETE /api/studio/drafts/:id": async ({ params }, c) => ({
      drafts: await removeDraft(deps.db, requireUser(c), params.id, c.get("logger")),
    }),
  });
}
