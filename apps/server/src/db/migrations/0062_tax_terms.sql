CREATE TABLE "tax_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kra_pin" text,
	"vat_registered" boolean DEFAULT false NOT NULL,
	"invoice_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_profiles_pin_form" CHECK ("tax_profiles"."kra_pin" is null or "tax_profiles"."kra_pin" ~ '^[A-Z][0-9]{9}[A-Z]$'),
	CONSTRAINT "tax_profiles_vat_needs_pin" CHECK (not "tax_profiles"."vat_registered" or "tax_profiles"."kra_pin" is not null)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_account_valid";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax_terms" jsonb;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD CONSTRAINT "tax_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_account_valid" CHECK ("ledger_entries"."account" in ('mpesa', 'unapplied', 'host', 'fees', 'tax', 'vat', 'refunds'));--> statement-breakpoint
-- A booking keeps the terms it was sold with (docs/TAX.md): nafasi_book writes them with the booking.
DROP FUNCTION nafasi_book(uuid, text, text, text, uuid, timestamptz, integer, timestamptz, timestamptz, text, text, timestamptz, timestamptz, timestamptz, bigint, bigint, bigint, text, timestamptz);--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_book(
  p_space uuid, p_space_stamp text, p_timeout text, p_request_id text, p_user uuid, p_now timestamptz, p_max_holds integer,
  p_from timestamptz, p_to timestamptz,
  p_reference text, p_invoice_id text, p_start timestamptz, p_end timestamptz, p_blocked_until timestamptz,
  p_subtotal_cents bigint, p_tax_cents bigint, p_total_cents bigint, p_status text, p_hold_expires_at timestamptz, p_tax_terms jsonb
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
        "subtotal_cents", "tax_cents", "total_cents", "status", "hold_expires_at", "tax_terms")
      VALUES (p_reference, p_invoice_id, p_space, p_user, p_start, p_end, p_blocked_until,
        p_subtotal_cents, p_tax_cents, p_total_cents, p_status, p_hold_expires_at, p_tax_terms)
      RETURNING to_jsonb(b.*) INTO booking;
  END IF;
  RETURN NEXT;
END;
$$ LANGUAGE plpgsql;
