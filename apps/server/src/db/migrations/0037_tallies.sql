CREATE TABLE "tallies" (
	"name" text NOT NULL,
	"shard" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tallies_name_shard_pk" PRIMARY KEY("name","shard")
);--> statement-breakpoint
-- Issue 33: the admin's figures and table totals kept by triggers, not counted per call (a count of a
-- million bookings is a second). A row per name and shard: the writing connection's shard, so
-- concurrent writers add to different rows instead of queuing on one.
CREATE OR REPLACE FUNCTION nafasi_tally_add(p_name text, p_delta bigint) RETURNS void AS $$
BEGIN
  IF p_delta <> 0 THEN
    INSERT INTO "tallies" ("name", "shard", "n") VALUES (p_name, pg_backend_pid() % 32, p_delta)
      ON CONFLICT ("name", "shard") DO UPDATE SET "n" = "tallies"."n" + excluded."n";
  END IF;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
-- One statement's rows, counted once (statement triggers with transition tables: a bulk insert is one
-- pass). TG_ARGV[0] is a query over ROWS giving (name, d); an update counts its new rows and takes
-- back its old ones, so a row whose status did not change adds nothing. Names in order: two writers
-- sharing a shard meet in the same order (no deadlock).
CREATE OR REPLACE FUNCTION nafasi_tally_rows() RETURNS trigger AS $$
DECLARE
  parts text[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN parts := parts || format('SELECT name, d FROM (%s) t', replace(TG_ARGV[0], 'ROWS', 'new_rows')); END IF;
  IF TG_OP <> 'INSERT' THEN parts := parts || format('SELECT name, -d AS d FROM (%s) t', replace(TG_ARGV[0], 'ROWS', 'old_rows')); END IF;
  EXECUTE format('SELECT nafasi_tally_add(name, d) FROM (SELECT name, sum(d)::bigint AS d FROM (%s) x GROUP BY name ORDER BY name) s',
    array_to_string(parts, ' UNION ALL '));
  RETURN NULL;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "spaces_tally_insert" AFTER INSERT ON "spaces" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_rows('SELECT ''spaces:'' || status AS name, 1 AS d FROM ROWS');--> statement-breakpoint
CREATE TRIGGER "spaces_tally_update" AFTER UPDATE ON "spaces" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_rows('SELECT ''spaces:'' || status AS name, 1 AS d FROM ROWS');--> statement-breakpoint
CREATE TRIGGER "spaces_tally_delete" AFTER DELETE ON "spaces" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_rows('SELECT ''spaces:'' || status AS name, 1 AS d FROM ROWS');--> statement-breakpoint
CREATE TRIGGER "bookings_tally_insert" AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_rows('SELECT v.name, v.d FROM ROWS r, LATERAL (VALUES (''bookings:'' || r.status, 1::bigint), (''bookings:paid_cents'', CASE WHEN r.payment_status = ''paid'' THEN r.total_cents ELSE 0 END)) v(name, d)');--> statement-breakpoint
CREATE TRIGGER "bookings_tally_update" AFTER UPDATE ON "bookings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_rows('SELECT v.name, v.d FROM ROWS r, LATERAL (VALUES (''bookings:'' || r.status, 1::bigint), (''bookings:paid_cents'', CASE WHEN r.payment_status = ''paid'' THEN r.total_cents ELSE 0 END)) v(name, d)');--> statement-breakpoint
CREATE TRIGGER "bookings_tally_delete" AFTER DELETE ON "bookings" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_rows('SELECT v.name, v.d FROM ROWS r, LATERAL (VALUES (''bookings:'' || r.status, 1::bigint), (''bookings:paid_cents'', CASE WHEN r.payment_status = ''paid'' THEN r.total_cents ELSE 0 END)) v(name, d)');--> statement-breakpoint
CREATE TRIGGER "users_tally_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_rows('SELECT ''users'' AS name, 1 AS d FROM ROWS');--> statement-breakpoint
CREATE TRIGGER "users_tally_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_rows('SELECT ''users'' AS name, 1 AS d FROM ROWS');--> statement-breakpoint
CREATE TRIGGER "audit_log_tally_insert" AFTER INSERT ON "audit_log" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_rows('SELECT ''audit_log'' AS name, 1 AS d FROM ROWS');--> statement-breakpoint
CREATE TRIGGER "audit_log_tally_delete" AFTER DELETE ON "audit_log" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_rows('SELECT ''audit_log'' AS name, 1 AS d FROM ROWS');--> statement-breakpoint
CREATE TRIGGER "upgrades_tally_insert" AFTER INSERT ON "owner_upgrade_requests" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_rows('SELECT ''upgrades:pending'' AS name, 1 AS d FROM ROWS WHERE status = ''pending''');--> statement-breakpoint
CREATE TRIGGER "upgrades_tally_update" AFTER UPDATE ON "owner_upgrade_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_rows('SELECT ''upgrades:pending'' AS name, 1 AS d FROM ROWS WHERE status = ''pending''');--> statement-breakpoint
CREATE TRIGGER "upgrades_tally_delete" AFTER DELETE ON "owner_upgrade_requests" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_rows('SELECT ''upgrades:pending'' AS name, 1 AS d FROM ROWS WHERE status = ''pending''');--> statement-breakpoint
-- Emptied at once (TRUNCATE fires no row triggers): its counts go with it.
CREATE OR REPLACE FUNCTION nafasi_tally_forget() RETURNS trigger AS $$
BEGIN
  DELETE FROM "tallies" WHERE "name" LIKE TG_ARGV[0];
  RETURN NULL;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "spaces_tally_truncate" AFTER TRUNCATE ON "spaces" FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_forget('spaces:%');--> statement-breakpoint
CREATE TRIGGER "bookings_tally_truncate" AFTER TRUNCATE ON "bookings" FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_forget('bookings:%');--> statement-breakpoint
CREATE TRIGGER "users_tally_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_forget('users');--> statement-breakpoint
CREATE TRIGGER "audit_log_tally_truncate" AFTER TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_forget('audit_log');--> statement-breakpoint
CREATE TRIGGER "upgrades_tally_truncate" AFTER TRUNCATE ON "owner_upgrade_requests" FOR EACH STATEMENT EXECUTE FUNCTION nafasi_tally_forget('upgrades:%');--> statement-breakpoint
-- Counted again from the rows: what the migration starts from, and a repair should a count ever
-- drift (docs/OPERATIONS.md). Writers wait while it counts (SHARE locks), so nothing is missed.
CREATE OR REPLACE FUNCTION nafasi_tally_recount() RETURNS void AS $$
BEGIN
  LOCK TABLE "spaces", "bookings", "users", "audit_log", "owner_upgrade_requests" IN SHARE MODE;
  DELETE FROM "tallies";
  INSERT INTO "tallies" ("name", "shard", "n")
    SELECT 'spaces:' || status, 0, count(*) FROM "spaces" GROUP BY status
    UNION ALL SELECT 'bookings:' || status, 0, count(*) FROM "bookings" GROUP BY status
    UNION ALL SELECT 'bookings:paid_cents', 0, coalesce(sum(total_cents) FILTER (WHERE payment_status = 'paid'), 0) FROM "bookings"
    UNION ALL SELECT 'users', 0, count(*) FROM "users"
    UNION ALL SELECT 'audit_log', 0, count(*) FROM "audit_log"
    UNION ALL SELECT 'upgrades:pending', 0, count(*) FROM "owner_upgrade_requests" WHERE status = 'pending';
END $$ LANGUAGE plpgsql;--> statement-breakpoint
SELECT nafasi_tally_recount();
