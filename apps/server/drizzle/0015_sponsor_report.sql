ALTER TABLE "sponsor_exposure" ADD COLUMN "moments" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsor_exposure" ADD CONSTRAINT "sponsor_exposure_moments_check" CHECK ("sponsor_exposure"."moments" >= 0);--> statement-breakpoint
CREATE TABLE "sponsor_links" (
	"sponsor_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "sponsor_links" ADD CONSTRAINT "sponsor_links_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_links" ADD CONSTRAINT "sponsor_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
