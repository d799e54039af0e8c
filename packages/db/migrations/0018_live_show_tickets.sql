CREATE TABLE "live_show_ticket_requests" (
	"show_id" uuid PRIMARY KEY NOT NULL,
	"quantity" integer NOT NULL,
	"wallet" text NOT NULL,
	"uri" text NOT NULL,
	"metadata_cid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_show_ticket_requests_quantity_positive" CHECK ("live_show_ticket_requests"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "live_show_tickets" (
	"show_id" uuid PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"quantity" integer NOT NULL,
	"minter" text NOT NULL,
	"uri" text NOT NULL,
	"mint_tx_hash" text NOT NULL,
	"mint_block" bigint NOT NULL,
	"listing_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_show_tickets_quantity_positive" CHECK ("live_show_tickets"."quantity" > 0),
	CONSTRAINT "live_show_tickets_lowercase" CHECK ("live_show_tickets"."contract" = lower("live_show_tickets"."contract") and "live_show_tickets"."minter" = lower("live_show_tickets"."minter"))
);
--> statement-breakpoint
ALTER TABLE "live_show_ticket_requests" ADD CONSTRAINT "live_show_ticket_requests_show_id_live_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."live_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_show_tickets" ADD CONSTRAINT "live_show_tickets_show_id_live_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."live_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_show_tickets_tx_once" ON "live_show_tickets" USING btree ("chain_id","mint_tx_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "live_show_tickets_token_once" ON "live_show_tickets" USING btree ("chain_id","contract","token_id");