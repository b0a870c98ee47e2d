-- Issue 33: a write of a space's time opens in one round trip instead of five. In the write's
-- transaction it sets the lock timeout, takes the booker's holds lock and counts their live holds
-- (when a person is named), takes the space's lock, and reads the active bookings and blocks that
-- meet the window (when one is named): what modules/bookings/slots.ts did statement by statement,
-- each statement here still reading after the lock before it was granted.
-- p_notify_after: the write's change notifications are sent by the app once it has committed
-- (nafasi.notify = 'after'), not by its triggers inside it: a transaction that notifies holds the
-- database's notify lock through its commit and WAL flush, so every booking queued behind the last.
CREATE OR REPLACE FUNCTION nafasi_slot_open(
  p_space uuid, p_timeout text, p_user uuid, p_now timestamptz, p_from timestamptz, p_to timestamptz, p_except uuid,
  p_notify_after boolean
) RETURNS TABLE ("holds" bigint, "bookings" jsonb, "blocks" jsonb) AS $$
BEGIN
  PERFORM set_config('lock_timeout', p_timeout, true);
  IF p_notify_after THEN
    PERFORM set_config('nafasi.notify', 'after', true);
  END IF;
  IF p_user IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('holds:' || p_user::text, 0));
    SELECT count(*) INTO holds FROM "bookings" b
      WHERE b."user_id" = p_user AND b."status" IN ('requested', 'pending') AND b."payment_status" = 'pending' AND b."hold_expires_at" > p_now;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended(p_space::text, 0));
  IF p_from IS NOT NULL THEN
    SELECT coalesce(jsonb_agg(jsonb_build_array(b."start_time", b."end_time") ORDER BY b."start_time"), '[]'::jsonb) INTO bookings
      FROM "bookings" b
      WHERE b."space_id" = p_space AND b."status" IN ('requested', 'pending', 'confirmed')
        AND (p_except IS NULL OR b."id" <> p_except) AND b."during" && tstzrange(p_from, p_to, '[)');
    SELECT coalesce(jsonb_agg(jsonb_build_array(k."starts_at", k."ends_at") ORDER BY k."starts_at"), '[]'::jsonb) INTO blocks
      FROM "space_blocks" k
      WHERE k."space_id" = p_space AND tstzrange(k."starts_at", k."ends_at", '[)') && tstzrange(p_from, p_to, '[)');
  END IF;
  RETURN NEXT;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_notify_booking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF current_setting('nafasi.notify', true) = 'after' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('nafasi_changes', json_build_object(
    'kind', 'booking', 'op', TG_OP, 'spaceId', r.space_id, 'bookingId', r.id, 'user', r.user_id,
    'owner', (SELECT owner_id FROM spaces WHERE id = r.space_id))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_notify_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('nafasi.notify', true) = 'after' THEN RETURN NULL; END IF;
  PERFORM pg_notify('nafasi_changes', '{"kind":"events"}');
  RETURN NULL;
END $$;
