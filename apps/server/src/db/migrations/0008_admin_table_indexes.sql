CREATE INDEX "spaces_owner_name_trgm_idx" ON "spaces" USING gin ("owner_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "spaces_created_idx" ON "spaces" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "spaces_title_idx" ON "spaces" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "spaces_rate_idx" ON "spaces" USING btree ("hourly_rate_cents","id");