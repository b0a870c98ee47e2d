ALTER TABLE "spaces" ADD COLUMN "creation_key" text;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_creation_key_unique" UNIQUE("creation_key");