-- Two bookings of one space that are not cancelled never overlap: the database itself refuses it,
-- so the rule holds under concurrency and across server instances (STYLE.md, cal.com #13397).
-- '[)' ranges let one booking end exactly when the next starts.
ALTER TABLE "bookings" ADD COLUMN "during" tstzrange GENERATED ALWAYS AS (tstzrange("start_time", "end_time", '[)')) STORED;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("space_id" WITH =, "during" WITH &&) WHERE ("status" <> 'cancelled');
--> statement-breakpoint
-- Changes fan out through LISTEN/NOTIFY so every server instance on one database hears them.
-- The payload carries only the table, the operation and the id (NOTIFY payloads are capped at 8000 bytes);
-- each instance reads the row itself and decides who may see it.
CREATE OR REPLACE FUNCTION nafasi_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_id uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN row_id := OLD.id; ELSE row_id := NEW.id; END IF;
  PERFORM pg_notify('nafasi_changes', json_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'id', row_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spaces_notify AFTER INSERT OR UPDATE OR DELETE ON "spaces"
  FOR EACH ROW EXECUTE FUNCTION nafasi_notify_change();
--> statement-breakpoint
-- A space's photos are part of the space: a change to them is an update of the space.
CREATE OR REPLACE FUNCTION nafasi_notify_space_images() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sid uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN sid := OLD.space_id; ELSE sid := NEW.space_id; END IF;
  PERFORM pg_notify('nafasi_changes', json_build_object('table', 'spaces', 'op', 'UPDATE', 'id', sid)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER space_images_notify AFTER INSERT OR UPDATE OR DELETE ON "space_images"
  FOR EACH ROW EXECUTE FUNCTION nafasi_notify_space_images();
