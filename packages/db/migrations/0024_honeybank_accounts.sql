CREATE TABLE "honeybank_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "honeybank_accounts_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "honeybank_accounts_phone_e164" CHECK ("honeybank_accounts"."phone" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "honeybank_accounts_referral_code_form" CHECK ("honeybank_accounts"."referral_code" ~ '^[2-9A-HJKMNP-TV-Z]{8}$'),
	CONSTRAINT "honeybank_accounts_not_self_referred" CHECK ("honeybank_accounts"."referred_by" is distinct from "honeybank_accounts"."user_id")
);
--> statement-breakpoint
CREATE TABLE "honeybank_requests" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "honeybank_requests_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "honeybank_accounts" ADD CONSTRAINT "honeybank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "honeybank_accounts" ADD CONSTRAINT "honeybank_accounts_referred_by_honeybank_accounts_user_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."honeybank_accounts"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "honeybank_requests" ADD CONSTRAINT "honeybank_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;