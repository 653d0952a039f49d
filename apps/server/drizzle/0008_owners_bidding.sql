CREATE TABLE "auction_lots" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"lot" integer NOT NULL,
	"player_id" integer NOT NULL,
	"deadline" timestamp with time zone,
	"paused_remaining_ms" integer
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"lot" integer NOT NULL,
	"player_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdraw_reason" text,
	CONSTRAINT "bids_amount_check" CHECK ("bids"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "bidding" varchar(20) DEFAULT 'auctioneer' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "bid_steps" jsonb DEFAULT '[{"below":10000,"step":500},{"below":50000,"step":1000},{"below":null,"step":2500}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "first_bid_seconds" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "bid_seconds" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "auto_sell" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_lot_amount_key" ON "bids" USING btree ("event_id","lot","amount") WHERE "bids"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "bids_event_player_idx" ON "bids" USING btree ("event_id","player_id","id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_bidding_check" CHECK ("events"."bidding" IN ('auctioneer', 'owners'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_clock_check" CHECK ("events"."first_bid_seconds" >= 1 AND "events"."bid_seconds" >= 1);