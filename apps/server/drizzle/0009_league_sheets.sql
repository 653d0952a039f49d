ALTER TABLE "players" ADD COLUMN "ref" varchar(50);
--> statement-breakpoint
CREATE UNIQUE INDEX "players_event_ref_key" ON "players" USING btree ("event_id","ref") WHERE "players"."ref" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "date_of_birth" DROP NOT NULL;
