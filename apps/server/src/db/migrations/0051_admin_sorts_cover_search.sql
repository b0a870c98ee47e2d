-- Each sort index of the admin's spaces and bookings tables carries the row's search text (issue 33):
-- a search walks a sort's index testing each entry, and read the row for its text: a random read of
-- the table per entry (4,000 of them, 77 ms of a 100,000-space catalogue's search by title; with the
-- text in the index, an index-only read of 3.5 ms). drizzle-kit cannot write INCLUDE, so the schema
-- declares these indexes by their keys and this migration makes them again with it.
DROP INDEX IF EXISTS "spaces_admin_created_at_idx";--> statement-breakpoint
CREATE INDEX "spaces_admin_created_at_idx" ON "spaces" USING btree ("created_at","id") INCLUDE ("search_text") WHERE "spaces"."status" <> 'deleted';--> statement-breakpoint
DROP INDEX IF EXISTS "spaces_admin_title_idx";--> statement-breakpoint
CREATE INDEX "spaces_admin_title_idx" ON "spaces" USING btree ("title","id") INCLUDE ("search_text") WHERE "spaces"."status" <> 'deleted';--> statement-breakpoint
DROP INDEX IF EXISTS "spaces_admin_category_idx";--> statement-breakpoint
CREATE INDEX "spaces_admin_category_idx" ON "spaces" USING btree ("category","id") INCLUDE ("search_text") WHERE "spaces"."status" <> 'deleted';--> statement-breakpoint
DROP INDEX IF EXISTS "spaces_admin_location_idx";--> statement-breakpoint
CREATE INDEX "spaces_admin_location_idx" ON "spaces" USING btree ("location","id") INCLUDE ("search_text") WHERE "spaces"."status" <> 'deleted';--> statement-breakpoint
DROP INDEX IF EXISTS "spaces_admin_hourly_rate_cents_idx";--> statement-breakpoint
CREATE INDEX "spaces_admin_hourly_rate_cents_idx" ON "spaces" USING btree ("hourly_rate_cents","id") INCLUDE ("search_text") WHERE "spaces"."status" <> 'deleted';--> statement-breakpoint
DROP INDEX IF EXISTS "spaces_admin_capacity_idx";--> statement-breakpoint
CREATE INDEX "spaces_admin_capacity_idx" ON "spaces" USING btree ("capacity","id") INCLUDE ("search_text") WHERE "spaces"."status" <> 'deleted';--> statement-breakpoint
DROP INDEX IF EXISTS "bookings_created_idx";--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id") INCLUDE ("search_text");--> statement-breakpoint
DROP INDEX IF EXISTS "bookings_start_idx";--> statement-breakpoint
CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("start_time","id") INCLUDE ("search_text");--> statement-breakpoint
DROP INDEX IF EXISTS "bookings_amount_idx";--> statement-breakpoint
CREATE INDEX "bookings_amount_idx" ON "bookings" USING btree ("total_cents","id") INCLUDE ("search_text");--> statement-breakpoint
DROP INDEX IF EXISTS "bookings_status_idx";--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","id") INCLUDE ("search_text");
