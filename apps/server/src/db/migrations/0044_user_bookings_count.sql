-- Issue 33: the admin's users table shows and sorts by how many bookings each person made; it
-- counted them per row of every page (a million for the bench's one guest). Kept here instead:
-- each statement that inserts or deletes bookings adds its net count per person. The product
-- writes one person's booking at a time, under that person's holds lock already, so the row this
-- updates adds no waiting to a rush of bookings.
ALTER TABLE "users" ADD COLUMN "bookings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "users" u SET "bookings_count" = c.n FROM (SELECT "user_id", count(*) AS n FROM "bookings" GROUP BY "user_id") c WHERE c."user_id" = u."id";--> statement-breakpoint
CREATE INDEX "users_bookings_count_idx" ON "users" USING btree ("bookings_count","id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_user_bookings_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" u SET "bookings_count" = u."bookings_count" + c.n
      FROM (SELECT "user_id", count(*) AS n FROM new_rows GROUP BY "user_id" ORDER BY "user_id") c WHERE u."id" = c."user_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "users" u SET "bookings_count" = u."bookings_count" - c.n
      FROM (SELECT "user_id", count(*) AS n FROM old_rows GROUP BY "user_id" ORDER BY "user_id") c WHERE u."id" = c."user_id";
  ELSE
    UPDATE "users" SET "bookings_count" = 0 WHERE "bookings_count" <> 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "bookings_user_count_insert" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION nafasi_user_bookings_count();--> statement-breakpoint
CREATE TRIGGER "bookings_user_count_delete" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION nafasi_user_bookings_count();--> statement-breakpoint
CREATE TRIGGER "bookings_user_count_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION nafasi_user_bookings_count();
