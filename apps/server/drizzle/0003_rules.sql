ALTER TABLE "players" ADD COLUMN "base_price" bigint;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_base_price_check" CHECK ("players"."base_price" >= 0);