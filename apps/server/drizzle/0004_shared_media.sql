CREATE TABLE "media_files" (
	"path" varchar(200) PRIMARY KEY NOT NULL,
	"content_type" varchar(60) NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" varchar(600) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_counters_reset_at_idx" ON "rate_counters" USING btree ("reset_at");--> statement-breakpoint
-- hand-written: images are already compressed (JPEG, PNG, WebP), so PostgreSQL stores them out of line without trying to compress them again.
ALTER TABLE "media_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;
