-- A booking made, changed or cancelled changes its space's availability: tell every instance,
-- which tells the booking screens open on that space. Only the space id travels.
CREATE OR REPLACE FUNCTION nafasi_notify_booking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sid uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN sid := OLD.space_id; ELSE sid := NEW.space_id; END IF;
  PERFORM pg_notify('nafasi_changes', json_build_object('table', 'bookings', 'op', TG_OP, 'id', sid)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_notify AFTER INSERT OR UPDATE OF status, start_time, end_time OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION nafasi_notify_booking();
