ALTER TABLE "stored_files" ADD COLUMN "access" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_access_known" CHECK ("stored_files"."access" in ('public', 'holders', 'buyers', 'ticket_holders', 'owner'));--> statement-breakpoint
-- Every book manuscript opens to the holders of the book's token; covers and everything else stay public (decision 0025).
UPDATE "stored_files" SET "access" = 'holders' WHERE "cid" IN (SELECT "file_cid" FROM "books");
