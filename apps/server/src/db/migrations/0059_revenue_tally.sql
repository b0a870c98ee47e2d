-- The admin's Total Revenue is money kept for bookings (issue 65): what payments applied to bookings
-- in the ledger, less what cancellations owed back, kept by the ledger's own trigger as a tally
-- (the panel reads it in one small read, as its other figures). Bookings paid to hosts directly
-- never passed through Nafasi and are not in it.
CREATE TRIGGER "ledger_revenue_tally_insert" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_rows('SELECT ''bookings:revenue_cents'' AS name, amount_cents AS d FROM ROWS WHERE (memo = ''booking paid'' AND account = ''unapplied'') OR (memo = ''booking cancelled'' AND account = ''refunds'')');--> statement-breakpoint
INSERT INTO "tallies" ("name", "shard", "n")
  SELECT 'bookings:revenue_cents', 0, coalesce(sum(amount_cents), 0) FROM "ledger_entries"
  WHERE (memo = 'booking paid' AND account = 'unapplied') OR (memo = 'booking cancelled' AND account = 'refunds')
  ON CONFLICT ("name", "shard") DO UPDATE SET "n" = excluded."n";
--> statement-breakpoint
-- The repair counts it again too.
CREATE OR REPLACE FUNCTION nafasi_tally_recount() RETURNS void AS $$
BEGIN
  LOCK TABLE "spaces", "bookings", "users", "audit_log", "owner_upgrade_requests", "ledger_entries" IN SHARE MODE;
  DELETE FROM "tallies";
  INSERT INTO "tallies" ("name", "shard", "n")
    SELECT 'spaces:' || status, 0, count(*) FROM "spaces" GROUP BY status
    UNION ALL SELECT 'bookings:' || status, 0, count(*) FROM "bookings" GROUP BY status
    UNION ALL SELECT 'bookings:paid_cents', 0, coalesce(sum(total_cents) FILTER (WHERE payment_status = 'paid'), 0) FROM "bookings"
    UNION ALL SELECT 'bookings:revenue_cents', 0, coalesce(sum(amount_cents), 0) FROM "ledger_entries"
      WHERE (memo = 'booking paid' AND account = 'unapplied') OR (memo = 'booking cancelled' AND account = 'refunds')
    UNION ALL SELECT 'users', 0, count(*) FROM "users"
    UNION ALL SELECT 'audit_log', 0, count(*) FROM "audit_log"
    UNION ALL SELECT 'upgrades:pending', 0, count(*) FROM "owner_upgrade_requests" WHERE status = 'pending';
END $$ LANGUAGE plpgsql;
