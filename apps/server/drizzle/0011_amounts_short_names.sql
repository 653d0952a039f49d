ALTER TABLE "events" ADD COLUMN "amount_style" varchar(10) DEFAULT 'full' NOT NULL;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_amount_style_check" CHECK ("events"."amount_style" IN ('full', 'short'));
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "short_name" varchar(5);
