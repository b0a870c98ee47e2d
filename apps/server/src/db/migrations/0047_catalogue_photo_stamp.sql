-- Issue 33: a change of a space's photos (added, approved, reordered, removed) stamps the space
-- with its transaction's id, as a write of the space itself does (migration 0040), so the catalogue
-- index's change feed reads the space anew and the page it keeps of the space (its photos shown
-- beside it) is never older than the database's. Only change_xid is written: the row's other
-- columns, its updated_at and its status are the space's own.
CREATE OR REPLACE FUNCTION nafasi_space_photo_stamp() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "spaces" SET "change_xid" = pg_current_xact_id() WHERE "id" = OLD."space_id";
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."space_id" IS DISTINCT FROM OLD."space_id") THEN
    UPDATE "spaces" SET "change_xid" = pg_current_xact_id() WHERE "id" = NEW."space_id";
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "space_images_stamp" AFTER INSERT OR UPDATE OR DELETE ON "space_images"
  FOR EACH ROW EXECUTE FUNCTION nafasi_space_photo_stamp();
