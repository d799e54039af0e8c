ALTER TABLE "marketplace_listings" RENAME COLUMN "artist_name" TO "seller_name";--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "seller_kind" text DEFAULT 'artist' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 0029): every listing so far was an artist's; its seller is the account
-- behind its artist profile (none for seeded artists without an account). The rename above keeps
-- search_text's expression and trigram index: PostgreSQL follows a renamed column, so the
-- generated drop and re-add of search_text (which would drop its index) were removed.
UPDATE "marketplace_listings" AS l SET "seller_id" = a."user_id" FROM "artists" AS a WHERE a."id" = l."artist_id";
--> statement-breakpoint
CREATE INDEX "listings_seller_newest" ON "marketplace_listings" USING btree ("seller_id","seq" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "listings_seller_kind_known" CHECK ("marketplace_listings"."seller_kind" in ('artist', 'partner'));