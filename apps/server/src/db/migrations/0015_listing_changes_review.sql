ALTER TABLE "space_images" ADD COLUMN "approved" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "changes_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "changes_rejection_reason" text;