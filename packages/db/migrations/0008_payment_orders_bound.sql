CREATE TABLE "payment_refunds" (
	"chain_id" integer NOT NULL,
	"payment_tx_hash" text NOT NULL,
	"order_id" text,
	"payer" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"reason" text NOT NULL,
	"raw_tx" text,
	"refund_tx_hash" text,
	"status" text DEFAULT 'owed' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_chain_id_payment_tx_hash_pk" PRIMARY KEY("chain_id","payment_tx_hash"),
	CONSTRAINT "refunds_amount_positive" CHECK ("payment_refunds"."amount" > 0),
	CONSTRAINT "refunds_status_known" CHECK ("payment_refunds"."status" in ('owed', 'sent')),
	CONSTRAINT "refunds_sent_has_tx" CHECK (("payment_refunds"."status" = 'sent') = ("payment_refunds"."refund_tx_hash" is not null))
);
--> statement-breakpoint
CREATE TABLE "play_starts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload_id" uuid NOT NULL,
	"listener" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_cart_has_quote";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "grants_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "grants_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "basis" text;--> statement-breakpoint
ALTER TABLE "play_starts" ADD CONSTRAINT "play_starts_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_starts_started_at" ON "play_starts" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_basis_once" ON "orders" USING btree ("user_id","kind","basis") WHERE "orders"."basis" is not null and "orders"."status" in ('paid', 'granted');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_period_ordered" CHECK ("orders"."grants_from" is null or "orders"."grants_until" > "orders"."grants_from");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('quoted', 'paid', 'granted', 'void'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_has_quote" CHECK ("orders"."kind" <> 'cart' or ("orders"."quote" is not null and "orders"."signature" is not null));