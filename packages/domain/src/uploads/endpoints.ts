import { confirmTxBody } from "../chain/endpoints.ts";
import { defineEndpoints } from "../shared/endpoint.ts";
import { idParams } from "../shared/params.ts";
import { z } from "zod";
import { prepareMintAnswer, storedFileAnswer, uploadAnswer, uploadDraftAnswer, uploadDraftsAnswer, uploadRecordAnswer } from "./answers.ts";
import { createDraftBody } from "./drafts.ts";
import { cidSchema, createUploadSchema } from "./upload-form.ts";

const previewBody = z.object({ previewCid: cidSchema.nullable() });

/** Files and the studio's uploads, from stored bytes to a confirmed mint. */
export const UPLOADS_ENDPOINTS = defineEndpoints({
  // Multipart `category` (a storage kind an area declared) then `file`, streamed to disk by the
  // handler; the kind says which roles may store it (decision 0026).
  "POST /api/files": { access: "signed-in", rateLimit: "upload", body: "raw", output: storedFileAnswer, status: 201 },
  "GET /api/uploads/mine": { access: ["artist"], output: z.object({ uploads: z.array(uploadRecordAnswer) }) },
  "POST /api/uploads": { access: ["artist"], body: createUploadSchema, output: uploadAnswer, status: 201 },
  "POST /api/uploads/:id/metadata": { access: ["artist"], params: idParams, output: prepareMintAnswer },
  "POST /api/uploads/:id/mint": { access: ["artist"], params: idParams, body: confirmTxBody, output: uploadAnswer },
  // A holders-only track's public preview clip (a file the artist stored as music); null removes it.
  "PUT /api/uploads/:id/preview": { access: ["artist"], params: idParams, body: previewBody, output: uploadAnswer },
  // The studio mint cart: drafts checked when added, kept across reloads, deleted when published.
  "GET /api/studio/drafts": { access: ["artist"], output: uploadDraftsAnswer },
  "POST /api/studio/drafts": { access: ["artist"], body: createDraftBody, output: z.object({ draft: uploadDraftAnswer }), status: 201 },
  // Answers the cart as it is now, so deleting twice (or a draft that is not yours) answers the same.
  "DELETE /api/studio/drafts/:id": { access: ["artist"], params: idParams, output: uploadDraftsAnswer },
});
