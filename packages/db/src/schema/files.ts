import { bigint, check, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { FILE_ACCESS_RULES } from "@wbe3/domain";
import { createdAt, oneOf } from "./columns.ts";
import { users } from "./auth.ts";

/**
 * Files in the content-addressed store (DATA_DIR/blobs/<cid>). The CID is computed from the
 * bytes, so the same bytes are stored once whoever uploads them.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    cid: text("cid").primaryKey(),
    mimeType: text("mime_type").notNull(),
    extension: text("extension").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    // The upload form category, or "metadata" for NFT metadata JSON.
    kind: text("kind").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    // Who may open the file (FILE_ACCESS_RULES): only public files are served at /ipfs/<cid>.
    access: text("access", { enum: FILE_ACCESS_RULES }).notNull().default("public"),
    createdAt: createdAt(),
  },
  (t) => [check("stored_files_access_known", oneOf(t.access, FILE_ACCESS_RULES))],
);

/**
 * Who uploaded each stored file. One file can have many uploaders (same bytes, same CID), and
 * only someone who sent the bytes themselves may list the file for sale.
 */
export const storedFileUploaders = pgTable(
  "stored_file_uploaders",
  {
    cid: text("cid")
      .notNull()
      .references(() => storedFiles.cid, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cid, t.userId] })],
);
