-- A booking's changes also tell the people it concerns (its guest and its space's owner), so their
-- open dashboards follow without a reload; the space's availability watchers are told as before.
CREATE OR REPLACE FUNCTION nafasi_notify_booking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('nafasi_changes', json_build_object(
    'table', 'bookings', 'op', TG_OP, 'id', r.space_id, 'booking', r.id, 'user', r.user_id,
    'owner', (SELECT owner_id FROM spaces WHERE id = r.space_id))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS bookings_notify ON "bookings";
--> statement-breakpoint
CREATE TRIGGER bookings_notify AFTER INSERT OR UPDATE OF status, payment_status, start_time, end_time OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION nafasi_notify_booking();
