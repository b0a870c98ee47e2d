CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kra_pin" text NOT NULL,
	"postal_address" text NOT NULL,
	"billing_email" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "company_invitations_role_valid" CHECK ("company_invitations"."role" in ('admin', 'member'))
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "company_members_role_valid" CHECK ("company_members"."role" in ('admin', 'member'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_open_idx" ON "company_invitations" USING btree ("company_id","email") WHERE "company_invitations"."accepted_at" is null and "company_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_live_idx" ON "company_members" USING btree ("company_id","user_id") WHERE "company_members"."left_at" is null;--> statement-breakpoint
CREATE INDEX "company_members_user_idx" ON "company_members" USING btree ("user_id") WHERE "company_members"."left_at" is null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_company_idx" ON "bookings" USING btree ("company_id","created_at") WHERE "bookings"."company_id" is not null;--> statement-breakpoint
-- A booking on a company's account (docs/COMPANIES.md): nafasi_book writes it only while the booker
-- is a live member of the company, the membership row held (FOR SHARE) until the booking commits, so
-- a member who leaves at that moment either leaves before (refused: outsider) or after (the
-- booking stays the company's).
DROP FUNCTION nafasi_book(uuid, text, text, text, uuid, timestamptz, integer, timestamptz, timestamptz, text, text, timestamptz, timestamptz, timestamptz, bigint, bigint, bigint, text, timestamptz, jsonb, jsonb);--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_book(
  p_space uuid, p_space_stamp text, p_timeout text, p_request_id text, p_user uuid, p_now timestamptz, p_max_holds integer,
  p_from timestamptz, p_to timestamptz,
  p_reference text, p_invoice_id text, p_start timestamptz, p_end timestamptz, p_blocked_until timestamptz,
  p_subtotal_cents bigint, p_tax_cents bigint, p_total_cents bigint, p_status text, p_hold_expires_at timestamptz, p_tax_terms jsonb,
  p_payment_terms jsonb, p_company uuid
) RETURNS TABLE ("stale" boolean, "outsider" boolean, "guest_name" text, "holds" bigint, "bookings" jsonb, "blocks" jsonb, "booking" jsonb) AS $$
BEGIN
  stale := NOT EXISTS (SELECT 1 FROM "spaces" s WHERE s."id" = p_space AND s."change_xid" = p_space_stamp::xid8 AND s."status" = 'approved');
  IF stale THEN
    RETURN NEXT;
    RETURN;
  END IF;
  IF p_company IS NOT NULL THEN
    PERFORM set_config('lock_timeout', p_timeout, true);
    outsider := NOT EXISTS (SELECT 1 FROM "company_members" cm
      WHERE cm."company_id" = p_company AND cm."user_id" = p_user AND cm."left_at" IS NULL FOR SHARE);
    IF outsider THEN
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;
  SELECT p."full_name" INTO guest_name FROM "profiles" p WHERE p."user_id" = p_user;
  IF p_request_id IS NOT NULL THEN
    PERFORM set_config('nafasi.request_id', p_request_id, true);
  END IF;
  SELECT o."holds", o."bookings", o."blocks" INTO holds, bookings, blocks
    FROM nafasi_slot_open(p_space, p_timeout, p_user, p_now, p_from, p_to, NULL, true) o;
  IF holds < p_max_holds AND bookings = '[]'::jsonb AND blocks = '[]'::jsonb THEN
    INSERT INTO "bookings" AS b ("reference", "invoice_id", "space_id", "user_id", "start_time", "end_time", "blocked_until",
        "subtotal_cents", "tax_cents", "total_cents", "status", "hold_expires_at", "tax_terms", "payment_terms", "company_id")
      VALUES (p_reference, p_invoice_id, p_space, p_user, p_start, p_end, p_blocked_until,
        p_subtotal_cents, p_tax_cents, p_total_cents, p_status, p_hold_expires_at, p_tax_terms, p_payment_terms, p_company)
      RETURNING to_jsonb(b.*) INTO booking;
  END IF;
  RETURN NEXT;
END;
$$ LANGUAGE plpgsql;
