CREATE TABLE "stored_file_uploaders" (
	"cid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_uploaders_cid_user_id_pk" PRIMARY KEY("cid","user_id")
);
--> statement-breakpoint
ALTER TABLE "stored_file_uploaders" ADD CONSTRAINT "stored_file_uploaders_cid_stored_files_cid_fk" FOREIGN KEY ("cid") REFERENCES "public"."stored_files"("cid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file_uploaders" ADD CONSTRAINT "stored_file_uploaders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Files uploaded before this table existed keep their first uploader as owner.
INSERT INTO "stored_file_uploaders" ("cid", "user_id", "created_at") SELECT "cid", "uploaded_by", "created_at" FROM "stored_files" WHERE "uploaded_by" IS NOT NULL;
