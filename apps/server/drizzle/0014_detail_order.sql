-- Details keep the sheet's column order (docs/decisions/060): jsonb keeps an object's keys in its own
-- order, so the event remembers the order its details were imported in.
ALTER TABLE "events" ADD COLUMN "detail_order" jsonb DEFAULT '[]'::jsonb NOT NULL;
