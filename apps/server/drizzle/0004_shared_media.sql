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
--> statement-breakpoint
-- hand-written: every process caches the tokens it has checked (plugins/auth.ts); these triggers announce what ends or changes one, whatever code path deletes a token or edits a user.
CREATE FUNCTION "sah_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: "t:" for a token row, "u:" for a user row.
  PERFORM pg_notify('sah_auth', TG_ARGV[0] || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "auth_tokens_announce_change" AFTER UPDATE OR DELETE ON "auth_tokens" FOR EACH ROW EXECUTE FUNCTION "sah_auth_changed"('t:');
--> statement-breakpoint
CREATE TRIGGER "users_announce_auth_change" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.is_staff IS DISTINCT FROM NEW.is_staff OR OLD.archived_at IS DISTINCT FROM NEW.archived_at)
  EXECUTE FUNCTION "sah_auth_changed"('u:');
--> statement-breakpoint
CREATE TRIGGER "users_announce_auth_delete" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "sah_auth_changed"('u:');
