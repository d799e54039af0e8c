-- The transfer index is a cache of the chain (rebuilt from the deploy block on the next read): it is
-- emptied so every holding is indexed again with the log it came from.
TRUNCATE "token_holdings", "indexed_logs", "chain_cursors";--> statement-breakpoint
CREATE TABLE "cart_items" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_seen" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id"),
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" uuid NOT NULL,
	"listing_id" uuid,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(78, 0) NOT NULL,
	"token_contract" text,
	"token_id" numeric(78, 0),
	CONSTRAINT "order_items_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"buyer_wallet" text NOT NULL,
	"status" text DEFAULT 'quoted' NOT NULL,
	"total" numeric(78, 0) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"quote" jsonb NOT NULL,
	"signature" text NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('quoted', 'paid')),
	CONSTRAINT "orders_total_nonnegative" CHECK ("orders"."total" >= 0),
	CONSTRAINT "orders_paid_has_tx" CHECK (("orders"."status" = 'paid') = ("orders"."tx_hash" is not null))
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "splits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "seller_wallet" text;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "delivery" text DEFAULT 'mint1155' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "token_contract" text;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "token_id" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "royalty_bps" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "splits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "supply_cap" integer;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "max_per_wallet" integer;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "presale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "presale_root" text;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "token_holdings" ADD COLUMN "acquired_block" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "token_holdings" ADD COLUMN "acquired_log_index" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_listing" ON "order_items" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tx_once" ON "orders" USING btree ("chain_id","tx_hash");--> statement-breakpoint
CREATE INDEX "orders_user_newest" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_by_token" ON "marketplace_listings" USING btree ("token_contract","token_id");--> statement-breakpoint
CREATE INDEX "holdings_newest_by_token" ON "token_holdings" USING btree ("chain_id","contract","token_id","acquired_block" DESC NULLS LAST,"acquired_log_index" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "listings_delivery_known" CHECK ("marketplace_listings"."delivery" in ('transfer721', 'transfer1155', 'mint1155'));--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "listings_sold_within_supply" CHECK ("marketplace_listings"."sold" >= 0 and ("marketplace_listings"."supply_cap" is null or "marketplace_listings"."sold" <= "marketplace_listings"."supply_cap"));--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "listings_seller_lowercase" CHECK ("marketplace_listings"."seller_wallet" = lower("marketplace_listings"."seller_wallet"));--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "listings_token_lowercase" CHECK ("marketplace_listings"."token_contract" = lower("marketplace_listings"."token_contract"));
--> statement-breakpoint
-- Existing listings: the artist's wallet is the seller, and a minted upload's token is what sells.
UPDATE "marketplace_listings" AS l SET "seller_wallet" = lower(u."wallet_address")
  FROM "artists" AS a JOIN "users" AS u ON u."id" = a."user_id"
  WHERE l."artist_id" = a."id" AND u."wallet_address" IS NOT NULL;--> statement-breakpoint
UPDATE "marketplace_listings" AS l SET
    "delivery" = CASE WHEN up."nft_type" = 'ERC721' THEN 'transfer721' ELSE 'transfer1155' END,
    "token_contract" = m."contract",
    "token_id" = m."token_id",
    "supply_cap" = CASE WHEN up."nft_type" = 'ERC721' THEN 1 ELSE up."editions" END,
    "royalty_bps" = up."royalty_percent" * 100
  FROM "uploads" AS up JOIN "nft_mints" AS m ON m."upload_id" = up."id"
  WHERE l."upload_id" = up."id";--> statement-breakpoint
UPDATE "marketplace_listings" AS l SET "royalty_bps" = up."royalty_percent" * 100
  FROM "uploads" AS up WHERE l."upload_id" = up."id" AND l."token_contract" IS NULL;
