CREATE TABLE "upload_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"fields" jsonb NOT NULL,
	"file_cid" text NOT NULL,
	"file_name" text NOT NULL,
	"image_cid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" uuid NOT NULL,
	"listing_id" uuid,
	"name" text NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"image_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_products_listing_id_unique" UNIQUE("listing_id"),
	CONSTRAINT "store_products_price_nonnegative" CHECK ("store_products"."price" >= 0),
	CONSTRAINT "store_products_category_known" CHECK ("store_products"."category" in ('clothing', 'fragrance', 'jewelry', 'other')),
	CONSTRAINT "store_products_status_known" CHECK ("store_products"."status" in ('active', 'draft', 'sold_out'))
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" uuid NOT NULL,
	"title" text NOT NULL,
	"author_name" text NOT NULL,
	"genre" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"file_cid" text NOT NULL,
	"cover_cid" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"listing_id" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_listing_id_unique" UNIQUE("listing_id"),
	CONSTRAINT "books_price_nonnegative" CHECK ("books"."price" >= 0),
	CONSTRAINT "books_genre_known" CHECK ("books"."genre" in ('fiction', 'non-fiction', 'poetry', 'biography')),
	CONSTRAINT "books_status_known" CHECK ("books"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "books_rejected_has_reason" CHECK ("books"."status" <> 'rejected' or "books"."review_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "marketplace_listings" DROP CONSTRAINT "listings_category_known";--> statement-breakpoint
ALTER TABLE "marketplace_listings" DROP CONSTRAINT "listings_delivery_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "buyer_wallet" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "quote" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "signature" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'cart' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payee" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subject" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "upload_drafts" ADD CONSTRAINT "upload_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_drafts" ADD CONSTRAINT "upload_drafts_file_cid_stored_files_cid_fk" FOREIGN KEY ("file_cid") REFERENCES "public"."stored_files"("cid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_drafts" ADD CONSTRAINT "upload_drafts_image_cid_stored_files_cid_fk" FOREIGN KEY ("image_cid") REFERENCES "public"."stored_files"("cid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_file_cid_stored_files_cid_fk" FOREIGN KEY ("file_cid") REFERENCES "public"."stored_files"("cid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_cover_cid_stored_files_cid_fk" FOREIGN KEY ("cover_cid") REFERENCES "public"."stored_files"("cid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_drafts_user_oldest" ON "upload_drafts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "store_products_artist_newest" ON "store_products" USING btree ("artist_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_artist_newest" ON "books" USING btree ("artist_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_review_queue" ON "books" USING btree ("submitted_at") WHERE "books"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_trial" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'granted';--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "listings_category_known" CHECK ("marketplace_listings"."category" in ('music', 'books', 'jewelry', 'art', 'homes', 'cars', 'merch'));--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "listings_delivery_known" CHECK ("marketplace_listings"."delivery" in ('transfer721', 'transfer1155', 'mint1155', 'physical'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_known" CHECK ("orders"."kind" in ('cart', 'tier', 'publishing_unlock'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_has_quote" CHECK (("orders"."kind" = 'cart') = ("orders"."quote" is not null and "orders"."signature" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_has_payee" CHECK ("orders"."kind" = 'cart' or "orders"."status" = 'granted' or "orders"."payee" is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_granted_free" CHECK ("orders"."status" <> 'granted' or ("orders"."total" = 0 and "orders"."kind" = 'tier'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('quoted', 'paid', 'granted'));