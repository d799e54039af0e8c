import { bigint, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./auth.ts";

/**
 * Files in the content-addressed store (DATA_DIR/blobs/<cid>). The CID is computed from the
 * bytes, so the same bytes are stored once whoever uploads them.
 */
export const storedFiles = pgTable("stored_files", {
  cid: text("cid").primaryKey(),
  mimeType: text("mime_type").notNull(),
  extension: text("extension").notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  // The storage kind an area declared (an upload category), or "metadata" for NFT metadata JSON.
  kind: text("kind").notNull(),
  uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  // Who may open the file: a rule an area registered (checked on write by the registry, so a new
  // rule needs no migration). Private to whoever stored it until its area sets it (decision 0026);
  // only public files are served at /ipfs/<cid>.
  access: text("access").notNull().default("owner"),
  createdAt: createdAt(),
});

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

/**
 * Who first sold or gated each file (decision 0026): the account, and the area it did so for. A
 * CID is public and anyone with the bytes can send them again, so from the first claim on no
 * other account may sell, gate or store the same bytes, whatever area it goes through.
 */
export const fileClaims = pgTable("file_claims", {
  cid: text("cid")
    .primaryKey()
    .references(() => storedFiles.cid, { onDelete: "cascade" }),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  area: text("area").notNull(),
  createdAt: createdAt(),
});
