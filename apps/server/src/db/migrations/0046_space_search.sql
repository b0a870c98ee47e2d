-- Issue 33: the admin's spaces search tested three columns with ILIKE, each row's text folded to
-- lower case three times. One generated column instead (title, place, owner's name, a line each,
-- in lower case), one trigram index, and a search is a LIKE of its lower case. The owner's name
-- had its own index only for this search.
DROP INDEX "spaces_owner_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("spaces"."title" || E'\n' || "spaces"."location" || E'\n' || "spaces"."owner_name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "spaces_search_trgm_idx" ON "spaces" USING gin ("search_text" gin_trgm_ops);
