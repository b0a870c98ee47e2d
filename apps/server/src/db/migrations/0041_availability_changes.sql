-- Issue 33: what is free, in each server's catalogue index. Every statement that writes bookings or
-- a host's blocks logs the spaces it touched with its transaction id; before a search the index
-- reads the entries its last snapshot could not see (as for spaces in 0040) and reads those
-- spaces' bookings and blocks again. Entries an hour old are pruned (the minute job); `pruned`
-- says up to where, so an index that has not looked since reads every space's anew.
CREATE TABLE "availability_changes" (
  "space_id" uuid NOT NULL,
  "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "availability_changes_xid_idx" ON "availability_changes" ("xid");--> statement-breakpoint
CREATE INDEX "availability_changes_at_idx" ON "availability_changes" ("at");--> statement-breakpoint
ALTER TABLE "catalogue_epoch" ADD COLUMN "pruned" xid8 NOT NULL DEFAULT '0';--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_availability_log() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "availability_changes" ("space_id") SELECT DISTINCT space_id FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "availability_changes" ("space_id")
      SELECT space_id FROM new_rows UNION SELECT space_id FROM old_rows;
  ELSE
    INSERT INTO "availability_changes" ("space_id") SELECT DISTINCT space_id FROM old_rows;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "bookings_availability_insert" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION nafasi_availability_log();--> statement-breakpoint
CREATE TRIGGER "bookings_availability_update" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION nafasi_availability_log();--> statement-breakpoint
CREATE TRIGGER "bookings_availability_delete" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION nafasi_availability_log();--> statement-breakpoint
CREATE TRIGGER "space_blocks_availability_insert" AFTER INSERT ON "space_blocks"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION nafasi_availability_log();--> statement-breakpoint
CREATE TRIGGER "space_blocks_availability_update" AFTER UPDATE ON "space_blocks"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION nafasi_availability_log();--> statement-breakpoint
CREATE TRIGGER "space_blocks_availability_delete" AFTER DELETE ON "space_blocks"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION nafasi_availability_log();--> statement-breakpoint
-- A TRUNCATE of either turns the epoch: every index reads everything anew.
CREATE TRIGGER "bookings_epoch" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_catalogue_epoch();--> statement-breakpoint
CREATE TRIGGER "space_blocks_epoch" AFTER TRUNCATE ON "space_blocks"
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_catalogue_epoch();
