ALTER TABLE "marketplace_listings" DROP CONSTRAINT "listings_category_known";--> statement-breakpoint
ALTER TABLE "marketplace_listings" DROP CONSTRAINT "listings_delivery_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_kind_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_granted_free";--> statement-breakpoint
DROP INDEX "orders_one_trial";--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "marketplace_listings" SET "kind" = CASE
  WHEN "delivery" = 'physical' THEN 'product'
  WHEN "id" IN (SELECT "listing_id" FROM "books" WHERE "listing_id" IS NOT NULL) THEN 'book'
  ELSE 'work'
END;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_grant_per_kind" ON "orders" USING btree ("user_id","kind") WHERE "orders"."status" = 'granted';--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "listings_delivery_known" CHECK ("marketplace_listings"."delivery" in ('transfer721', 'transfer1155', 'mint1155', 'physical', 'none'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_granted_free" CHECK ("orders"."status" <> 'granted' or ("orders"."total" = 0 and "orders"."kind" <> 'cart'));