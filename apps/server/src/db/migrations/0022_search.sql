-- Issue 16: ranked text search, typo-tolerant words, amenities and map filters.
-- The words of a space, weighted: its title first, then its place and category, then its description.
-- 'simple' lowercases without stemming or stop words, so Swahili and English words are kept as written
-- (a prefix query finds "westlands" from "westland").
ALTER TABLE "spaces" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', "title"), 'A')
  || setweight(to_tsvector('simple', "location" || ' ' || replace("category", '_', ' ')), 'B')
  || setweight(to_tsvector('simple', "description"), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "spaces_public_search_idx" ON "spaces" USING gin ("search_tsv") WHERE "status" = 'approved';--> statement-breakpoint
-- Not partial: a partial GIN would be taken for a list of every approved space (a 90,000-row bitmap).
CREATE INDEX "spaces_amenities_idx" ON "spaces" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "spaces_public_geo_idx" ON "spaces" ("latitude", "longitude") WHERE "status" = 'approved' AND "latitude" IS NOT NULL;--> statement-breakpoint
-- "Free at a time" asks, per space, for an active booking that starts within a day and a buffer of
-- the window: a short range of this index (the exclusion constraint's GiST is slower to probe).
CREATE INDEX "bookings_active_space_start_idx" ON "bookings" ("space_id", "start_time") INCLUDE ("end_time", "blocked_until")
  WHERE "status" IN ('requested', 'pending', 'confirmed');--> statement-breakpoint
-- Every word the catalogue has used, for "did you mean": a mistyped word ("boadroom") is searched as
-- the nearest of these by trigram similarity. Words are only added; a word no space uses any more
-- just finds nothing.
CREATE TABLE "search_words" ("word" text PRIMARY KEY);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w.lexeme FROM "spaces" s, unnest(s."search_tsv") w
  WHERE length(w.lexeme) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_search_words() RETURNS trigger AS $$
BEGIN
  INSERT INTO "search_words" ("word")
    SELECT w.lexeme FROM unnest(NEW."search_tsv") w WHERE length(w.lexeme) BETWEEN 3 AND 40
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "spaces_search_words" AFTER INSERT OR UPDATE OF "title", "location", "category", "description" ON "spaces"
  FOR EACH ROW EXECUTE FUNCTION nafasi_search_words();--> statement-breakpoint
-- A rating is what reviews say: a space without reviews has none (the seed once claimed "4.9 (86 reviews)").
UPDATE "spaces" s SET "rating" = coalesce(r.avg, 0), "reviews_count" = coalesce(r.n, 0)
  FROM (SELECT sp.id, round(avg(rv.rating), 2) AS avg, count(rv.id)::int AS n
        FROM "spaces" sp LEFT JOIN "reviews" rv ON rv.space_id = sp.id GROUP BY sp.id) r
  WHERE r.id = s.id AND (s."rating" <> coalesce(r.avg, 0) OR s."reviews_count" <> coalesce(r.n, 0));--> statement-breakpoint
ALTER TABLE "spaces" ALTER COLUMN "rating" SET DEFAULT 0;
