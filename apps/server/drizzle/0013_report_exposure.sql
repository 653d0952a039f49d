CREATE TABLE "sponsor_exposure" (
	"event_id" integer NOT NULL,
	"sponsor_id" integer NOT NULL,
	"screen" varchar(64) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sponsor_exposure_sponsor_id_screen_kind_hour_pk" PRIMARY KEY("sponsor_id","screen","kind","hour"),
	CONSTRAINT "sponsor_exposure_kind_check" CHECK ("sponsor_exposure"."kind" IN ('big-screen', 'overlay')),
	CONSTRAINT "sponsor_exposure_seconds_check" CHECK ("sponsor_exposure"."seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exposure_screens" (
	"event_id" integer NOT NULL,
	"screen" varchar(64) NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exposure_screens_event_id_screen_pk" PRIMARY KEY("event_id","screen")
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"event_id" integer NOT NULL,
	"page" varchar(20) NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_event_id_page_day_pk" PRIMARY KEY("event_id","page","day")
);
--> statement-breakpoint
ALTER TABLE "sponsor_exposure" ADD CONSTRAINT "sponsor_exposure_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sponsor_exposure" ADD CONSTRAINT "sponsor_exposure_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exposure_screens" ADD CONSTRAINT "exposure_screens_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sponsor_exposure_event_idx" ON "sponsor_exposure" USING btree ("event_id");
