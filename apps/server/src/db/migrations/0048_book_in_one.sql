-- Issue 33: a booking in one statement, its own transaction, where it was four round trips (BEGIN,
-- nafasi_slot_open, INSERT, COMMIT). Under the same locks as nafasi_slot_open (it is called), the
-- booking is written at once when the booker holds fewer than p_max_holds and nothing active meets
-- the padded window: the common case, nothing to judge. Otherwise nothing is written and what was
-- read is returned, for the app to refuse the booking or to judge the neighbours it found (a
-- transaction of its own, modules/bookings/slots.ts). The exclusion constraint is still the last word.
-- p_space_stamp: the space's change_xid as the app read it (it keeps what a booking needs of a space
-- it booked lately): unless the space is still approved and unchanged since, nothing is done and
-- "stale" says so; the app reads the space again. The guest's name comes back for the answer.
-- p_request_id: the request's id for the events the triggers write (what the app's transactions
-- set at BEGIN). The change notifications are the app's to send once committed (p_notify_after in
-- nafasi_slot_open).
CREATE OR REPLACE FUNCTION nafasi_book(
  p_space uuid, p_space_stamp text, p_timeout text, p_request_id text, p_user uuid, p_now timestamptz, p_max_holds integer,
  p_from timestamptz, p_to timestamptz,
  p_reference text, p_invoice_id text, p_start timestamptz, p_end timestamptz, p_blocked_until timestamptz,
  p_subtotal_cents bigint, p_tax_cents bigint, p_total_cents bigint, p_status text, p_hold_expires_at timestamptz
) RETURNS TABLE ("stale" boolean, "guest_name" text, "holds" bigint, "bookings" jsonb, "blocks" jsonb, "booking" jsonb) AS $$
BEGIN
  stale := NOT EXISTS (SELECT 1 FROM "spaces" s WHERE s."id" = p_space AND s."change_xid" = p_space_stamp::xid8 AND s."status" = 'approved');
  IF stale THEN
    RETURN NEXT;
    RETURN;
  END IF;
  SELECT p."full_name" INTO guest_name FROM "profiles" p WHERE p."user_id" = p_user;
  IF p_request_id IS NOT NULL THEN
    PERFORM set_config('nafasi.request_id', p_request_id, true);
  END IF;
  SELECT o."holds", o."bookings", o."blocks" INTO holds, bookings, blocks
    FROM nafasi_slot_open(p_space, p_timeout, p_user, p_now, p_from, p_to, NULL, true) o;
  IF holds < p_max_holds AND bookings = '[]'::jsonb AND blocks = '[]'::jsonb THEN
    INSERT INTO "bookings" AS b ("reference", "invoice_id", "space_id", "user_id", "start_time", "end_time", "blocked_until",
        "subtotal_cents", "tax_cents", "total_cents", "status", "hold_expires_at")
      VALUES (p_reference, p_invoice_id, p_space, p_user, p_start, p_end, p_blocked_until,
        p_subtotal_cents, p_tax_cents, p_total_cents, p_status, p_hold_expires_at)
      RETURNING to_jsonb(b.*) INTO booking;
  END IF;
  RETURN NEXT;
END;
$$ LANGUAGE plpgsql;
