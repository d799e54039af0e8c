import { bigint, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Files in the content-addressed store (DATA_DIR/blobs/<cid>). The CID is computed from the
 * bytes, so the same bytes are stored once whoever uploads them.
 */
export const storedFiles = pgTable("stored_files", {
  cid: text("cid").primaryKey(),
  mimeType: text("mime_type").notNull(),
  extension: text("extension").notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  // The upload form category, or "metadata" for NFT metadata JSON.
  kind: text("kind").notNull(),
  uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
