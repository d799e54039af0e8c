CREATE TABLE "file_claims" (
	"cid" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"area" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_access_known";--> statement-breakpoint
ALTER TABLE "stored_files" ALTER COLUMN "access" SET DEFAULT 'owner';--> statement-breakpoint
ALTER TABLE "file_claims" ADD CONSTRAINT "file_claims_cid_stored_files_cid_fk" FOREIGN KEY ("cid") REFERENCES "public"."stored_files"("cid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_claims" ADD CONSTRAINT "file_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written backfill (decision 0026). Book manuscripts move to publishing's own rule; works keep "holders".
UPDATE "stored_files" SET "access" = 'book_holders' WHERE "access" = 'holders' AND "cid" IN (SELECT "file_cid" FROM "books");--> statement-breakpoint
-- Each sold or gated file's first claim: the oldest public or minted upload of it, or book submitted with it.
INSERT INTO "file_claims" ("cid", "user_id", "area", "created_at")
SELECT DISTINCT ON ("cid") "cid", "user_id", "area", "created_at" FROM (
  SELECT u."file_cid" AS "cid", a."user_id", 'uploads' AS "area", u."created_at" FROM "uploads" u JOIN "artists" a ON a."id" = u."artist_id"
    WHERE u."file_cid" IS NOT NULL AND a."user_id" IS NOT NULL AND (u."is_public" OR u."is_minted")
  UNION ALL
  SELECT b."file_cid", a."user_id", 'publishing', b."created_at" FROM "books" b JOIN "artists" a ON a."id" = b."artist_id"
    WHERE a."user_id" IS NOT NULL
) AS "claims" ORDER BY "cid", "created_at";
