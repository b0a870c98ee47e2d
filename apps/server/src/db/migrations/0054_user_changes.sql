-- Issue 33: the admin's users table in memory (modules/admin/admin-user-index.ts) reads the people
-- written since its last read, as the bookings' table reads bookings (0053): every write of a person
-- stamps them with its transaction's id, and so does every write of their profile (their name and
-- role are the profile's); a read with snapshot S asks for the people whose stamp S could not see.
-- A booking made or removed changes its guest's count of bookings (0044), and so stamps them too.
-- People written before this migration have no stamp: a table's first read reads everyone. A
-- DELETE or a TRUNCATE of people leaves no row to stamp: it turns the people's epoch, and every
-- instance reads the table anew.
ALTER TABLE "users" ADD COLUMN "change_xid" xid8;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "change_xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
CREATE INDEX "users_change_xid_idx" ON "users" ("change_xid");--> statement-breakpoint
-- 0040's stamp, which sets any row's change_xid to its transaction's id.
CREATE TRIGGER "users_stamp" BEFORE UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION nafasi_space_stamp();--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_profile_stamps_person() RETURNS trigger AS $$
BEGIN
  UPDATE "users" SET "change_xid" = pg_current_xact_id() WHERE "id" = NEW."user_id";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "profiles_stamp_person" AFTER INSERT OR UPDATE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION nafasi_profile_stamps_person();--> statement-breakpoint
ALTER TABLE "catalogue_epoch" ADD COLUMN "users_epoch" bigint NOT NULL DEFAULT 1;--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_users_removed() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM gone) THEN
    UPDATE "catalogue_epoch" SET "users_epoch" = "users_epoch" + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "users_removed" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nafasi_users_removed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_users_epoch() RETURNS trigger AS $$
BEGIN
  UPDATE "catalogue_epoch" SET "users_epoch" = "users_epoch" + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_users_epoch();
