-- Issue 33: the admin's bookings table in memory (modules/bookings/admin-booking-index.ts) reads
-- the bookings written since its last read, as the catalogue index reads spaces (0040): every
-- write of a booking stamps it with its transaction's id, and a read with snapshot S asks for the
-- rows whose stamp S could not see, through the index below. Rows written before this migration
-- have no stamp: a table's first read reads every booking. A DELETE (a cascade from a person or a
-- space removed) or a TRUNCATE leaves no row to stamp: it turns the bookings' epoch, and every
-- instance reads the table anew.
-- A new booking takes its stamp from the column's default (a trigger on every insert cost the
-- bench's bookings a tenth of their rate); an update, from the trigger. The default is set after the
-- column is added, so the rows already there are not rewritten.
ALTER TABLE "bookings" ADD COLUMN "change_xid" xid8;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "change_xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
CREATE INDEX "bookings_change_xid_idx" ON "bookings" ("change_xid");--> statement-breakpoint
-- 0040's stamp, which sets any row's change_xid to its transaction's id.
CREATE TRIGGER "bookings_stamp" BEFORE UPDATE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION nafasi_space_stamp();--> statement-breakpoint
ALTER TABLE "catalogue_epoch" ADD COLUMN "bookings_epoch" bigint NOT NULL DEFAULT 1;--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_bookings_epoch() RETURNS trigger AS $$
BEGIN
  UPDATE "catalogue_epoch" SET "bookings_epoch" = "bookings_epoch" + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- A person's or a space's removal deletes their bookings by a cascade, which runs for every one
-- removed: only a statement that deleted some bookings turns the epoch.
CREATE OR REPLACE FUNCTION nafasi_bookings_removed() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM gone) THEN
    UPDATE "catalogue_epoch" SET "bookings_epoch" = "bookings_epoch" + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "bookings_removed" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nafasi_bookings_removed();--> statement-breakpoint
CREATE TRIGGER "bookings_truncated" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_bookings_epoch();
