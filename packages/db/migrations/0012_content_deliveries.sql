CREATE TABLE "content_deliveries" (
	"cid" text NOT NULL,
	"reader_id" uuid NOT NULL,
	"copy_cid" text,
	"sha256" text NOT NULL,
	"order_id" uuid,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_deliveries_cid_reader_id_pk" PRIMARY KEY("cid","reader_id"),
	CONSTRAINT "content_deliveries_sha256_hex" CHECK ("content_deliveries"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "content_deliveries" ADD CONSTRAINT "content_deliveries_cid_stored_files_cid_fk" FOREIGN KEY ("cid") REFERENCES "public"."stored_files"("cid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_deliveries" ADD CONSTRAINT "content_deliveries_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_deliveries" ADD CONSTRAINT "content_deliveries_copy_cid_stored_files_cid_fk" FOREIGN KEY ("copy_cid") REFERENCES "public"."stored_files"("cid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_deliveries" ADD CONSTRAINT "content_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;