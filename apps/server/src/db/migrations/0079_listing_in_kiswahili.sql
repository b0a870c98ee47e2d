ALTER TABLE "spaces" ADD COLUMN "title_sw" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "description_sw" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "house_rules_sw" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A search finds a listing by its Kiswahili words too: they join the English of the same weight
-- (the title's A, the description's C). A listing without them keeps the tsvector it had.
DROP INDEX IF EXISTS "spaces_public_search_idx";--> statement-breakpoint
ALTER TABLE "spaces" DROP COLUMN "search_tsv";--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', "title" || ' ' || "title_sw"), 'A')
  || setweight(to_tsvector('simple', "location" || ' ' || replace("category", '_', ' ')), 'B')
  || setweight(to_tsvector('simple', "description" || ' ' || "description_sw"), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "spaces_public_search_idx" ON "spaces" USING gin ("search_tsv") WHERE "status" = 'approved';--> statement-breakpoint
DROP TRIGGER IF EXISTS "spaces_search_words" ON "spaces";--> statement-breakpoint
CREATE TRIGGER "spaces_search_words" AFTER INSERT OR UPDATE OF "title", "title_sw", "location", "category", "description", "description_sw" ON "spaces"
  FOR EACH ROW EXECUTE FUNCTION nafasi_search_words();
