DROP INDEX "refunds_booking_unique";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "c2b_transactions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'cancellation' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "mpesa_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "c2b_trans_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_mpesa_payment_id_mpesa_payments_id_fk" FOREIGN KEY ("mpesa_payment_id") REFERENCES "public"."mpesa_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_c2b_trans_id_c2b_transactions_trans_id_fk" FOREIGN KEY ("c2b_trans_id") REFERENCES "public"."c2b_transactions"("trans_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_cancellation_unique" ON "refunds" USING btree ("booking_id") WHERE "refunds"."kind" = 'cancellation';--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_mpesa_payment_id_unique" UNIQUE("mpesa_payment_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_c2b_trans_id_unique" UNIQUE("c2b_trans_id");--> statement-breakpoint
-- Refunds written before kinds existed: a payment that came after its booking was released.
UPDATE "refunds" SET "kind" = 'unused_payment' WHERE "reason" = 'Paid after the booking was released';--> statement-breakpoint
DELETE FROM "refunds" WHERE "amount_cents" <= 0;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind_valid" CHECK ("refunds"."kind" in ('cancellation', 'unused_payment', 'unmatched', 'overpaid'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_traceable" CHECK ("refunds"."booking_id" is not null or "refunds"."c2b_trans_id" is not null);--> statement-breakpoint
-- A refund owed or sent tells the guest's and the host's open screens about its booking.
CREATE OR REPLACE FUNCTION nafasi_notify_refund() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b record;
BEGIN
  IF NEW.booking_id IS NULL THEN RETURN NULL; END IF;
  SELECT bk.user_id, s.owner_id INTO b FROM bookings bk JOIN spaces s ON s.id = bk.space_id WHERE bk.id = NEW.booking_id;
  PERFORM pg_notify('nafasi_changes', json_build_object(
    'table', 'refunds', 'op', TG_OP, 'id', NEW.id, 'booking', NEW.booking_id, 'user', b.user_id, 'owner', b.owner_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refunds_notify AFTER INSERT OR UPDATE OF status ON "refunds" FOR EACH ROW EXECUTE FUNCTION nafasi_notify_refund();
