ALTER TABLE "marketplace_listings" ADD COLUMN "presale_allowlist" text[];--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "pending_drop_rules" jsonb;