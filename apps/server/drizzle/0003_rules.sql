CREATE TABLE "team_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auction_log" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "base_price" bigint;--> statement-breakpoint
ALTER TABLE "team_adjustments" ADD CONSTRAINT "team_adjustments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_adjustments" ADD CONSTRAINT "team_adjustments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_adjustments_team_idx" ON "team_adjustments" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_base_price_check" CHECK ("players"."base_price" >= 0);