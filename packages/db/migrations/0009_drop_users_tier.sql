ALTER TABLE "users" DROP CONSTRAINT "users_tier_known";--> statement-breakpoint
CREATE INDEX "uploads_file_cid" ON "uploads" USING btree ("file_cid");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "tier";