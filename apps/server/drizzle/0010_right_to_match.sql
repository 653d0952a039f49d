ALTER TABLE "events" ADD COLUMN "rtm_cards" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rtm_seconds" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_rtm_check" CHECK ("events"."rtm_cards" >= 0 AND "events"."rtm_seconds" >= 1);--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "previous_team_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_previous_team_id_teams_id_fk" FOREIGN KEY ("previous_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "rtm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "transactions_team_rtm_idx" ON "transactions" USING btree ("team_id") WHERE "transactions"."rtm";--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "match_team_id" integer;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_match_team_id_teams_id_fk" FOREIGN KEY ("match_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
