DROP INDEX IF EXISTS "spaces_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "spaces_title_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "spaces_rate_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "spaces_admin_created_at_idx" ON "spaces" USING btree ("created_at","id") WHERE "spaces"."status" <> 'deleted';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "spaces_admin_title_idx" ON "spaces" USING btree ("title","id") WHERE "spaces"."status" <> 'deleted';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "spaces_admin_category_idx" ON "spaces" USING btree ("category","id") WHERE "spaces"."status" <> 'deleted';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "spaces_admin_location_idx" ON "spaces" USING btree ("location","id") WHERE "spaces"."status" <> 'deleted';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "spaces_admin_hourly_rate_cents_idx" ON "spaces" USING btree ("hourly_rate_cents","id") WHERE "spaces"."status" <> 'deleted';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "spaces_admin_capacity_idx" ON "spaces" USING btree ("capacity","id") WHERE "spaces"."status" <> 'deleted';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_start_idx" ON "bookings" USING btree ("start_time","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_amount_idx" ON "bookings" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_status_idx" ON "bookings" USING btree ("status","id");