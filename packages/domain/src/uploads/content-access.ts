// What uploads brings to the content seam (decision 0026): the kinds of file the studio stores (its
// upload categories) and the rule a work's file is kept for its holders with.
import type { ContentArea, StorageKindDeclaration } from "../content/access-rules.ts";
import { UPLOAD_CATEGORIES } from "./categories.ts";
import { ACCEPTED_UPLOAD_TYPES, UPLOAD_MAX_BYTES } from "./uploads.ts";

/** A work's file kept for whoever holds, now, a token the work sells (its mints and its listing's edition). */
export const WORK_HOLDERS_ACCESS = "holders";
/** The fact uploads supplies for it: the reader's wallet holds one of those tokens. */
export const HOLDS_WORK_TOKEN = "holds_work_token";

export const UPLOADS_CONTENT: ContentArea = {
  area: "uploads",
  rules: [{ rule: WORK_HOLDERS_ACCESS, label: "Holders only", opensWith: [HOLDS_WORK_TOKEN] }],
  storageKinds: UPLOAD_CATEGORIES.map((category): StorageKindDeclaration => ({
    kind: category,
    label: category.charAt(0).toUpperCase() + category.slice(1),
    ...ACCEPTED_UPLOAD_TYPES[category],
    maxBytes: UPLOAD_MAX_BYTES[category],
    storers: ["artist"],
  })),
};
