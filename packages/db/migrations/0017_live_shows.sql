CREATE TABLE "live_show_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"show_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_show_events_kind_known" CHECK ("live_show_events"."kind" in ('status', 'tickets_left'))
);
--> statement-breakpoint
CREATE TABLE "live_shows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"artist_name" text NOT NULL,
	"stream_type" text NOT NULL,
	"stream_url" text,
	"rtmp_ingest_url" text,
	"rtmp_stream_key" text,
	"hls_url" text,
	"event_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"ticket_price" numeric(78, 0) NOT NULL,
	"ticketed" boolean DEFAULT false NOT NULL,
	"capacity" integer,
	"open_mic" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_shows_status_known" CHECK ("live_shows"."status" in ('upcoming', 'live', 'ended', 'cancelled')),
	CONSTRAINT "live_shows_stream_type_known" CHECK ("live_shows"."stream_type" in ('youtube', 'twitch', 'rtmp')),
	CONSTRAINT "live_shows_ticket_price_nonnegative" CHECK ("live_shows"."ticket_price" >= 0),
	CONSTRAINT "live_shows_capacity_positive" CHECK ("live_shows"."capacity" is null or "live_shows"."capacity" > 0),
	CONSTRAINT "live_shows_ticketed_capacity" CHECK (not "live_shows"."ticketed" or "live_shows"."capacity" is not null)
);
--> statement-breakpoint
ALTER TABLE "live_show_events" ADD CONSTRAINT "live_show_events_show_id_live_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."live_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_shows" ADD CONSTRAINT "live_shows_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_show_events_show" ON "live_show_events" USING btree ("show_id","id");--> statement-breakpoint
CREATE INDEX "live_shows_status_event_at" ON "live_shows" USING btree ("status","event_at");--> statement-breakpoint
CREATE INDEX "live_shows_owner" ON "live_shows" USING btree ("owner_id","event_at");