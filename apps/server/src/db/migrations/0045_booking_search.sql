-- Issue 33: the admin's bookings search read four tables (the reference, the space's title, the
-- guest's address and name), each through its own index, and joined what they found: a common
-- word (a space's kind, a frequent guest) built a set of every booking it matched before the
-- page's twenty. One column instead, kept here, one trigram index over it: the planner sees from
-- one column's statistics how common a search is, and walks a sort's index for a common one or
-- reads the trigram index for a rare one. A line each, so a search cannot match across two; in
-- lower case, so a search is a LIKE of its lower case (ILIKE folds the case of every row it tests:
-- four times as long a row).
DROP INDEX "bookings_reference_trgm_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_booking_search_text(p_reference text, p_space uuid, p_user uuid) RETURNS text AS $$
  SELECT lower(concat_ws(E'\n', p_reference,
    (SELECT "title" FROM "spaces" WHERE "id" = p_space),
    (SELECT "email" FROM "users" WHERE "id" = p_user),
    (SELECT "full_name" FROM "profiles" WHERE "user_id" = p_user)))
$$ LANGUAGE sql STABLE;--> statement-breakpoint
UPDATE "bookings" b SET "search_text" = lower(concat_ws(E'\n', b."reference", s."title", u."email", p."full_name"))
  FROM "spaces" s, "users" u LEFT JOIN "profiles" p ON p."user_id" = u."id"
  WHERE s."id" = b."space_id" AND u."id" = b."user_id";--> statement-breakpoint
CREATE INDEX "bookings_search_trgm_idx" ON "bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- A booking's own line, as it is written (the app never writes the column).
CREATE OR REPLACE FUNCTION nafasi_booking_search() RETURNS trigger AS $$
BEGIN
  NEW."search_text" := nafasi_booking_search_text(NEW."reference", NEW."space_id", NEW."user_id");
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "bookings_search" BEFORE INSERT OR UPDATE OF "reference", "space_id", "user_id" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION nafasi_booking_search();--> statement-breakpoint
-- A space renamed, an address changed, a name given or changed: the bookings they are part of.
CREATE OR REPLACE FUNCTION nafasi_booking_search_of() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'spaces' THEN
    UPDATE "bookings" b SET "search_text" = nafasi_booking_search_text(b."reference", b."space_id", b."user_id") WHERE b."space_id" = NEW."id";
  ELSIF TG_TABLE_NAME = 'users' THEN
    UPDATE "bookings" b SET "search_text" = nafasi_booking_search_text(b."reference", b."space_id", b."user_id") WHERE b."user_id" = NEW."id";
  ELSE
    UPDATE "bookings" b SET "search_text" = nafasi_booking_search_text(b."reference", b."space_id", b."user_id") WHERE b."user_id" = NEW."user_id";
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "spaces_booking_search" AFTER UPDATE OF "title" ON "spaces"
  FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title") EXECUTE FUNCTION nafasi_booking_search_of();--> statement-breakpoint
CREATE TRIGGER "users_booking_search" AFTER UPDATE OF "email" ON "users"
  FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email") EXECUTE FUNCTION nafasi_booking_search_of();--> statement-breakpoint
CREATE TRIGGER "profiles_booking_search_insert" AFTER INSERT ON "profiles"
  FOR EACH ROW WHEN (NEW."full_name" IS NOT NULL) EXECUTE FUNCTION nafasi_booking_search_of();--> statement-breakpoint
CREATE TRIGGER "profiles_booking_search_update" AFTER UPDATE OF "full_name" ON "profiles"
  FOR EACH ROW WHEN (OLD."full_name" IS DISTINCT FROM NEW."full_name") EXECUTE FUNCTION nafasi_booking_search_of();
