CREATE TABLE "honeybank_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"pay_asset" text NOT NULL,
	"pay_amount" numeric(78, 0) NOT NULL,
	"fee_asset" text NOT NULL,
	"fee_amount" numeric(78, 0) NOT NULL,
	"receive_asset" text NOT NULL,
	"receive_amount" numeric(78, 0) NOT NULL,
	"rate" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "honeybank_quotes_kind_known" CHECK ("honeybank_quotes"."kind" in ('exchange', 'metals')),
	CONSTRAINT "honeybank_quotes_assets_known" CHECK ("honeybank_quotes"."pay_asset" in ('WBE3', 'USD', 'XAU', 'XAG') and "honeybank_quotes"."fee_asset" in ('WBE3', 'USD', 'XAU', 'XAG') and "honeybank_quotes"."receive_asset" in ('WBE3', 'USD', 'XAU', 'XAG')),
	CONSTRAINT "honeybank_quotes_amounts_positive" CHECK ("honeybank_quotes"."pay_amount" > 0 and "honeybank_quotes"."fee_amount" >= 0 and "honeybank_quotes"."receive_amount" > 0),
	CONSTRAINT "honeybank_quotes_two_assets" CHECK ("honeybank_quotes"."pay_asset" <> "honeybank_quotes"."receive_asset")
);
--> statement-breakpoint
ALTER TABLE "honeybank_quotes" ADD CONSTRAINT "honeybank_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "honeybank_quotes_user" ON "honeybank_quotes" USING btree ("user_id","created_at");