DROP INDEX "events_once_per_booking_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_terms" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "events_once_per_booking_idx" ON "events" USING btree ("kind","booking_id") WHERE "events"."kind" in ('booking_reminder', 'review_invite', 'balance_due');--> statement-breakpoint
-- A booking keeps the deposit and balance it was sold with (docs/PAYMENTS.md "Deposit and balance"):
-- nafasi_book writes them with the booking.
DROP FUNCTION nafasi_book(uuid, text, text, text, uuid, timestamptz, integer, timestamptz, timestamptz, text, text, timestamptz, timestamptz, timestamptz, bigint, bigint, bigint, text, timestamptz, jsonb);--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_book(
  p_space uuid, p_space_stamp text, p_timeout text, p_request_id text, p_user uuid, p_now timestamptz, p_max_holds integer,
  p_from timestamptz, p_to timestamptz,
  p_reference text, p_invoice_id text, p_start timestamptz, p_end timestamptz, p_blocked_until timestamptz,
  p_subtotal_cents bigint, p_tax_cents bigint, p_total_cents bigint, p_status text, p_hold_expires_at timestamptz, p_tax_terms jsonb,
  p_payment_terms jsonb
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
        "subtotal_cents", "tax_cents", "total_cents", "status", "hold_expires_at", "tax_terms", "payment_terms")
      VALUES (p_reference, p_invoice_id, p_space, p_user, p_start, p_end, p_blocked_until,
        p_subtotal_cents, p_tax_cents, p_total_cents, p_status, p_hold_expires_at, p_tax_terms, p_payment_terms)
      RETURNING to_jsonb(b.*) INTO booking;
  END IF;
  RETURN NEXT;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A hold with money paid toward it (a deposit, a part of a hall above M-Pesa's limit) is no unpaid
-- hold: it does not count toward the booker's limit of those.
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
      WHERE b."user_id" = p_user AND b."status" IN ('requested', 'pending') AND b."payment_status" = 'pending' AND b."hold_expires_at" > p_now
        AND NOT EXISTS (SELECT 1 FROM "payment_parts" pp WHERE pp."booking_id" = b."id" AND pp."returned_at" IS NULL);
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
