ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_chain_id_payment_tx_hash_pk";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chain_payments" ADD COLUMN "fee" numeric(78, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_payments" ADD COLUMN "fee_recipient" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "order_line" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "note" text;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_once" ON "payment_refunds" USING btree ("chain_id","payment_tx_hash") WHERE "payment_refunds"."order_line" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_line_once" ON "payment_refunds" USING btree ("chain_id","payment_tx_hash","order_line") WHERE "payment_refunds"."order_line" is not null;--> statement-breakpoint
ALTER TABLE "chain_payments" ADD CONSTRAINT "payments_fee_within_amount" CHECK ("chain_payments"."fee" >= 0 and "chain_payments"."fee" < "chain_payments"."amount");