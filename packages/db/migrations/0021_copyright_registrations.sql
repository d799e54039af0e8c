CREATE TABLE "copyright_registration_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"registration_id" uuid NOT NULL,
	"track" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" uuid,
	"detail" text,
	CONSTRAINT "copyright_registration_events_track_known" CHECK ("copyright_registration_events"."track" in ('anchor', 'filing'))
);
--> statement-breakpoint
CREATE TABLE "copyright_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"form" text NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"pseudonym" text,
	"year_created" integer,
	"work_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"claimant" text NOT NULL,
	"registration_type" text NOT NULL,
	"made_for_hire" boolean NOT NULL,
	"publish_details" boolean NOT NULL,
	"sha256" text NOT NULL,
	"file_cid" text NOT NULL,
	"file_name" text NOT NULL,
	"file_bytes" bigint NOT NULL,
	"file_mime" text NOT NULL,
	"registrant" text NOT NULL,
	"salt" text NOT NULL,
	"metadata_cid" text,
	"anchor_status" text,
	"commit_tx" text,
	"commit_block" bigint,
	"reveal_tx" text,
	"reveal_block" bigint,
	"anchored_at" timestamp with time zone,
	"failure" text,
	"filing_status" text,
	"service_request_number" text,
	"certificate_number" text,
	"refusal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "copyright_registrations_commit_tx_unique" UNIQUE("commit_tx"),
	CONSTRAINT "copyright_registrations_reveal_tx_unique" UNIQUE("reveal_tx"),
	CONSTRAINT "copyright_registrations_form_known" CHECK ("copyright_registrations"."form" in ('studio', 'app')),
	CONSTRAINT "copyright_registrations_work_type_known" CHECK ("copyright_registrations"."work_type" in ('music', 'sound', 'lyrics', 'literary', 'visual', 'other')),
	CONSTRAINT "copyright_registrations_type_known" CHECK ("copyright_registrations"."registration_type" in ('smart-contract', 'us-copyright', 'both')),
	CONSTRAINT "copyright_registrations_anchor_status_known" CHECK ("copyright_registrations"."anchor_status" is null or "copyright_registrations"."anchor_status" in ('draft', 'committed', 'anchored', 'failed')),
	CONSTRAINT "copyright_registrations_filing_status_known" CHECK ("copyright_registrations"."filing_status" is null or "copyright_registrations"."filing_status" in ('preparing', 'ready_to_file', 'filed', 'registered', 'refused')),
	CONSTRAINT "copyright_registrations_anchor_tracked" CHECK (("copyright_registrations"."anchor_status" is null) = ("copyright_registrations"."registration_type" = 'us-copyright')),
	CONSTRAINT "copyright_registrations_filing_tracked" CHECK (("copyright_registrations"."filing_status" is null) = ("copyright_registrations"."registration_type" = 'smart-contract')),
	CONSTRAINT "copyright_registrations_sha256_form" CHECK ("copyright_registrations"."sha256" ~ '^0x[0-9a-f]{64}$'),
	CONSTRAINT "copyright_registrations_registrant_lowercase" CHECK ("copyright_registrations"."registrant" = lower("copyright_registrations"."registrant"))
);
--> statement-breakpoint
ALTER TABLE "copyright_registration_events" ADD CONSTRAINT "copyright_registration_events_registration_id_copyright_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."copyright_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copyright_registration_events" ADD CONSTRAINT "copyright_registration_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copyright_registrations" ADD CONSTRAINT "copyright_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "copyright_registration_events_registration" ON "copyright_registration_events" USING btree ("registration_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "copyright_registrations_sha256_live" ON "copyright_registrations" USING btree ("sha256") WHERE "copyright_registrations"."anchor_status" is distinct from 'failed';--> statement-breakpoint
CREATE INDEX "copyright_registrations_user" ON "copyright_registrations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "copyright_registrations_file" ON "copyright_registrations" USING btree ("file_cid");