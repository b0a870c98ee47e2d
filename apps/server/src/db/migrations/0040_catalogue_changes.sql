-- Issue 33: the catalogue's own change feed, read by each server's in-process search index
-- (modules/spaces/catalogue-index.ts). Every write of a space stamps it with its transaction's id;
-- an index that last read the catalogue with snapshot S asks for the approved-or-not rows whose
-- stamp S could not see (committed since, in whatever order they committed), through the index
-- below, and is up to date with what the database shows the same request.
ALTER TABLE "spaces" ADD COLUMN "change_xid" xid8 NOT NULL DEFAULT pg_current_xact_id();--> statement-breakpoint
CREATE INDEX "spaces_change_xid_idx" ON "spaces" ("change_xid");--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_space_stamp() RETURNS trigger AS $$
BEGIN
  NEW."change_xid" := pg_current_xact_id();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "spaces_stamp" BEFORE INSERT OR UPDATE ON "spaces"
  FOR EACH ROW EXECUTE FUNCTION nafasi_space_stamp();--> statement-breakpoint
-- A TRUNCATE or DELETE leaves no row to stamp (the product only ever marks a space deleted): it
-- turns the epoch, and every index reads the catalogue anew.
CREATE TABLE "catalogue_epoch" ("epoch" bigint NOT NULL);--> statement-breakpoint
INSERT INTO "catalogue_epoch" ("epoch") VALUES (1);--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_catalogue_epoch() RETURNS trigger AS $$
BEGIN
  UPDATE "catalogue_epoch" SET "epoch" = "epoch" + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "spaces_epoch" AFTER DELETE OR TRUNCATE ON "spaces"
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_catalogue_epoch();
