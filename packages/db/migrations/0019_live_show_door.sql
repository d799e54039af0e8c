CREATE TABLE "live_show_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"show_id" uuid NOT NULL,
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"holder" text NOT NULL,
	"sequence" integer NOT NULL,
	"index_block" bigint NOT NULL,
	"verifier_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_show_check_ins_sequence_positive" CHECK ("live_show_check_ins"."sequence" > 0),
	CONSTRAINT "live_show_check_ins_lowercase" CHECK ("live_show_check_ins"."holder" = lower("live_show_check_ins"."holder") and "live_show_check_ins"."contract" = lower("live_show_check_ins"."contract"))
);
--> statement-breakpoint
CREATE TABLE "live_show_verifiers" (
	"show_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_show_verifiers_show_id_kind_value_pk" PRIMARY KEY("show_id","kind","value"),
	CONSTRAINT "live_show_verifiers_kind_known" CHECK ("live_show_verifiers"."kind" in ('wallet', 'email')),
	CONSTRAINT "live_show_verifiers_lowercase" CHECK ("live_show_verifiers"."value" = lower("live_show_verifiers"."value"))
);
--> statement-breakpoint
ALTER TABLE "live_show_check_ins" ADD CONSTRAINT "live_show_check_ins_show_id_live_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."live_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_show_check_ins" ADD CONSTRAINT "live_show_check_ins_verifier_id_users_id_fk" FOREIGN KEY ("verifier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_show_verifiers" ADD CONSTRAINT "live_show_verifiers_show_id_live_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."live_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_show_check_ins_unit_once" ON "live_show_check_ins" USING btree ("show_id","chain_id","contract","token_id","holder","sequence");--> statement-breakpoint
CREATE INDEX "live_show_check_ins_newest" ON "live_show_check_ins" USING btree ("show_id","created_at" DESC NULLS LAST);