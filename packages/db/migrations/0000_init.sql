CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" "citext",
	"wallet_address" text,
	"name" text,
	"role" text,
	"tier" text,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_wallet_address_unique" UNIQUE("wallet_address"),
	CONSTRAINT "users_wallet_lowercase" CHECK ("users"."wallet_address" = lower("users"."wallet_address")),
	CONSTRAINT "users_has_identity" CHECK ("users"."email" is not null or "users"."wallet_address" is not null),
	CONSTRAINT "users_role_known" CHECK ("users"."role" in ('artist', 'fan', 'partner', 'admin')),
	CONSTRAINT "users_tier_known" CHECK ("users"."tier" in ('trial', 'basic', 'pro'))
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"username" "citext" NOT NULL,
	"name" text NOT NULL,
	"email" "citext",
	"wallet_address" text,
	"bio" text DEFAULT '' NOT NULL,
	"avatar_url" text,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"apple_music_artist_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artists_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "artists_username_unique" UNIQUE("username"),
	CONSTRAINT "artists_email_unique" UNIQUE("email"),
	CONSTRAINT "artists_wallet_address_unique" UNIQUE("wallet_address"),
	CONSTRAINT "artists_wallet_lowercase" CHECK ("artists"."wallet_address" = lower("artists"."wallet_address")),
	CONSTRAINT "artists_username_format" CHECK ("artists"."username" ~ '^[A-Za-z0-9_.-]{2,40}$')
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" uuid NOT NULL,
	"title" text NOT NULL,
	"artist_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"image_url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_minted" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"file_cid" text,
	"image_cid" text,
	"royalty_percent" integer DEFAULT 10 NOT NULL,
	"mint_as_nft" boolean DEFAULT true NOT NULL,
	"nft_type" text DEFAULT 'ERC721' NOT NULL,
	"editions" integer DEFAULT 1 NOT NULL,
	"metadata_cid" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_price_nonnegative" CHECK ("uploads"."price" >= 0),
	CONSTRAINT "uploads_category_known" CHECK ("uploads"."category" in ('music', 'books', 'jewelry', 'art', 'homes', 'cars')),
	CONSTRAINT "uploads_nft_type_known" CHECK ("uploads"."nft_type" in ('ERC721', 'ERC1155')),
	CONSTRAINT "uploads_royalty_range" CHECK ("uploads"."royalty_percent" between 0 and 50),
	CONSTRAINT "uploads_editions_range" CHECK ("uploads"."editions" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "marketplace_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"upload_id" uuid,
	"artist_id" uuid,
	"title" text NOT NULL,
	"artist_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"image_url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_minted" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("marketplace_listings"."title" || ' ' || "marketplace_listings"."artist_name" || ' ' || "marketplace_listings"."description")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_listings_seq_unique" UNIQUE("seq"),
	CONSTRAINT "marketplace_listings_upload_id_unique" UNIQUE("upload_id"),
	CONSTRAINT "listings_price_nonnegative" CHECK ("marketplace_listings"."price" >= 0),
	CONSTRAINT "listings_category_known" CHECK ("marketplace_listings"."category" in ('music', 'books', 'jewelry', 'art', 'homes', 'cars'))
);
--> statement-breakpoint
CREATE TABLE "featured_items" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"type" text NOT NULL,
	"image_url" text NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"description" text NOT NULL,
	"track_count" integer,
	"listen_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featured_items_position_unique" UNIQUE("position"),
	CONSTRAINT "featured_type_known" CHECK ("featured_items"."type" in ('music', 'jewelry', 'art', 'book')),
	CONSTRAINT "featured_track_count_positive" CHECK ("featured_items"."track_count" is null or "featured_items"."track_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "activity_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"last_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_cursors_chain_id_contract_pk" PRIMARY KEY("chain_id","contract")
);
--> statement-breakpoint
CREATE TABLE "chain_payments" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"order_id" text NOT NULL,
	"payer" text NOT NULL,
	"payee" text NOT NULL,
	"token" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"block_number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_payments_chain_id_tx_hash_pk" PRIMARY KEY("chain_id","tx_hash"),
	CONSTRAINT "payments_amount_positive" CHECK ("chain_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "indexed_logs" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indexed_logs_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "token_holdings" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"owner" text NOT NULL,
	"standard" text NOT NULL,
	"balance" numeric(78, 0) NOT NULL,
	"token_uri" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_holdings_chain_id_contract_token_id_owner_pk" PRIMARY KEY("chain_id","contract","token_id","owner"),
	CONSTRAINT "holdings_balance_nonnegative" CHECK ("token_holdings"."balance" >= 0),
	CONSTRAINT "holdings_standard_known" CHECK ("token_holdings"."standard" in ('erc721', 'erc1155')),
	CONSTRAINT "holdings_lowercase" CHECK ("token_holdings"."owner" = lower("token_holdings"."owner") and "token_holdings"."contract" = lower("token_holdings"."contract"))
);
--> statement-breakpoint
CREATE TABLE "auth_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_tokens_purpose_known" CHECK ("email_tokens"."purpose" in ('verify', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start"),
	CONSTRAINT "rate_limits_count_nonnegative" CHECK ("rate_limits"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"wallet_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nft_mints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload_id" uuid,
	"user_id" uuid,
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"minter" text NOT NULL,
	"tx_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_mints_lowercase" CHECK ("nft_mints"."minter" = lower("nft_mints"."minter") and "nft_mints"."contract" = lower("nft_mints"."contract"))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"cid" text PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"extension" text NOT NULL,
	"size" bigint NOT NULL,
	"kind" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_mints" ADD CONSTRAINT "nft_mints_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_mints" ADD CONSTRAINT "nft_mints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_public_newest" ON "uploads" USING btree ("created_at" DESC NULLS LAST) WHERE "uploads"."is_public";--> statement-breakpoint
CREATE INDEX "uploads_artist_newest" ON "uploads" USING btree ("artist_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_active_newest" ON "marketplace_listings" USING btree ("seq" DESC NULLS LAST) WHERE "marketplace_listings"."active";--> statement-breakpoint
CREATE INDEX "listings_category_newest" ON "marketplace_listings" USING btree ("category","seq" DESC NULLS LAST) WHERE "marketplace_listings"."active";--> statement-breakpoint
CREATE INDEX "listings_search_trgm" ON "marketplace_listings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_newest" ON "activity_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_once" ON "chain_payments" USING btree ("chain_id","order_id");--> statement-breakpoint
CREATE INDEX "holdings_by_owner" ON "token_holdings" USING btree ("chain_id","owner");--> statement-breakpoint
CREATE INDEX "outbox_newest" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_by_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_mints_token_once" ON "nft_mints" USING btree ("chain_id","contract","token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_mints_tx_once" ON "nft_mints" USING btree ("chain_id","tx_hash","token_id");