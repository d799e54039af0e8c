CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"system" text,
	"asset" text NOT NULL,
	"posted" numeric(78, 0) DEFAULT 0 NOT NULL,
	"pending_debits" numeric(78, 0) DEFAULT 0 NOT NULL,
	"pending_credits" numeric(78, 0) DEFAULT 0 NOT NULL,
	"no_overdraft" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_one_owner" CHECK (("ledger_accounts"."user_id" is null) <> ("ledger_accounts"."system" is null)),
	CONSTRAINT "ledger_accounts_users_no_overdraft" CHECK ("ledger_accounts"."user_id" is null or "ledger_accounts"."no_overdraft"),
	CONSTRAINT "ledger_accounts_asset_known" CHECK ("ledger_accounts"."asset" in ('WBE3', 'USD', 'XAU', 'XAG')),
	CONSTRAINT "ledger_accounts_system_known" CHECK ("ledger_accounts"."system" is null or "ledger_accounts"."system" in ('treasury', 'fees', 'card_settlement', 'rewards', 'sandbox_issuance')),
	CONSTRAINT "ledger_accounts_no_overdraft" CHECK (not "ledger_accounts"."no_overdraft" or "ledger_accounts"."posted" - "ledger_accounts"."pending_debits" >= 0),
	CONSTRAINT "ledger_accounts_pending_not_negative" CHECK ("ledger_accounts"."pending_debits" >= 0 and "ledger_accounts"."pending_credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"layer" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_asset_known" CHECK ("ledger_entries"."asset" in ('WBE3', 'USD', 'XAU', 'XAG')),
	CONSTRAINT "ledger_entries_layer_known" CHECK ("ledger_entries"."layer" in ('posted', 'hold', 'release'))
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"user_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	"resolves" uuid,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_reference_unique" UNIQUE("reference"),
	CONSTRAINT "ledger_transfers_resolves_unique" UNIQUE("resolves"),
	CONSTRAINT "ledger_transfers_kind_form" CHECK ("ledger_transfers"."kind" ~ '^[a-z][a-z0-9_]{0,39}$'),
	CONSTRAINT "ledger_transfers_resolution" CHECK (("ledger_transfers"."resolves" is null) = ("ledger_transfers"."resolution" is null)),
	CONSTRAINT "ledger_transfers_resolution_known" CHECK ("ledger_transfers"."resolution" is null or "ledger_transfers"."resolution" in ('posted', 'voided')),
	CONSTRAINT "ledger_transfers_pending_resolves_nothing" CHECK (not ("ledger_transfers"."pending" and "ledger_transfers"."resolves" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_resolves_ledger_transfers_id_fk" FOREIGN KEY ("resolves") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_asset" ON "ledger_accounts" USING btree ("user_id","asset") WHERE "ledger_accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_asset" ON "ledger_accounts" USING btree ("system","asset") WHERE "ledger_accounts"."system" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_user" ON "ledger_transfers" USING btree ("user_id","created_at");