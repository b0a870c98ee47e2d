ALTER TABLE "refunds" DROP CONSTRAINT "refunds_kind_valid";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind_valid" CHECK ("refunds"."kind" in ('cancellation', 'partial', 'unused_payment', 'unmatched', 'overpaid'));--> statement-breakpoint
-- Total Revenue is money kept for bookings: what payments applied, less what cancellations and
-- refunds of part owed back (docs/PAYMENTS.md "Refunds of part").
DROP TRIGGER "ledger_revenue_tally_insert" ON "ledger_entries";--> statement-breakpoint
CREATE TRIGGER "ledger_revenue_tally_insert" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_rows('SELECT ''bookings:revenue_cents'' AS name, amount_cents AS d FROM ROWS WHERE (memo = ''booking paid'' AND account = ''unapplied'') OR (memo IN (''booking cancelled'', ''part refunded'') AND account = ''refunds'')');--> statement-breakpoint
INSERT INTO "tallies" ("name", "shard", "n")
  SELECT 'bookings:revenue_cents', 0, coalesce(sum(amount_cents), 0) FROM "ledger_entries"
  WHERE (memo = 'booking paid' AND account = 'unapplied') OR (memo IN ('booking cancelled', 'part refunded') AND account = 'refunds')
  ON CONFLICT ("name", "shard") DO UPDATE SET "n" = excluded."n";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_tally_recount() RETURNS void AS $$
BEGIN
  LOCK TABLE "spaces", "bookings", "users", "audit_log", "owner_upgrade_requests", "ledger_entries" IN SHARE MODE;
  DELETE FROM "tallies";
  INSERT INTO "tallies" ("name", "shard", "n")
    SELECT 'spaces:' || status, 0, count(*) FROM "spaces" GROUP BY status
    UNION ALL SELECT 'bookings:' || status, 0, count(*) FROM "bookings" GROUP BY status
    UNION ALL SELECT 'bookings:paid_cents', 0, coalesce(sum(total_cents) FILTER (WHERE payment_status = 'paid'), 0) FROM "bookings"
    UNION ALL SELECT 'bookings:revenue_cents', 0, coalesce(sum(amount_cents), 0) FROM "ledger_entries"
      WHERE (memo = 'booking paid' AND account = 'unapplied') OR (memo IN ('booking cancelled', 'part refunded') AND account = 'refunds')
    UNION ALL SELECT 'users', 0, count(*) FROM "users"
    UNION ALL SELECT 'audit_log', 0, count(*) FROM "audit_log"
    UNION ALL SELECT 'upgrades:pending', 0, count(*) FROM "owner_upgrade_requests" WHERE status = 'pending';
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A refund of part is news to the booking's guest and host when it is owed (its sending is told as
-- every refund's is: refund_sent).
CREATE OR REPLACE FUNCTION nafasi_part_refund_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'partial' AND NEW.booking_id IS NOT NULL THEN
    INSERT INTO events (kind, booking_id, data)
      VALUES ('part_refunded', NEW.booking_id, jsonb_build_object('refund', NEW.id, 'cents', NEW.amount_cents, 'note', NEW.reason_key->>'note'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refunds_part_events AFTER INSERT ON "refunds" FOR EACH ROW EXECUTE FUNCTION nafasi_part_refund_events();
