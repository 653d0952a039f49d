CREATE TABLE "registration_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"closes_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"cap" integer,
	"fields" jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_settings_cap_check" CHECK ("registration_settings"."cap" IS NULL OR "registration_settings"."cap" >= 1)
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"state" varchar(20) DEFAULT 'pending' NOT NULL,
	"name" varchar(200) NOT NULL,
	"date_of_birth" date,
	"phone" varchar(30),
	"email" varchar(254),
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photo" text,
	"token_hash" varchar(64),
	"flags" text[] DEFAULT '{}' NOT NULL,
	"player_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_state_check" CHECK ("registrations"."state" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "registration_settings" ADD CONSTRAINT "registration_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_token_hash_key" ON "registrations" USING btree ("token_hash") WHERE "registrations"."token_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "registrations_event_state_idx" ON "registrations" USING btree ("event_id","state","id");
