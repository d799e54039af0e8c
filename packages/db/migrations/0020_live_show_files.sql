CREATE TABLE "live_show_files" (
	"show_id" uuid NOT NULL,
	"cid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_show_files_show_id_cid_pk" PRIMARY KEY("show_id","cid")
);
--> statement-breakpoint
ALTER TABLE "live_show_files" ADD CONSTRAINT "live_show_files_show_id_live_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."live_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_show_files_cid" ON "live_show_files" USING btree ("cid");