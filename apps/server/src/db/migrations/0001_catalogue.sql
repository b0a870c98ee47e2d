CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_valid" CHECK ("bookings"."status" in ('pending', 'confirmed', 'cancelled')),
	CONSTRAINT "bookings_payment_status_valid" CHECK ("bookings"."payment_status" in ('pending', 'paid')),
	CONSTRAINT "bookings_time_order" CHECK ("bookings"."end_time" > "bookings"."start_time")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid,
	"booking_id" uuid,
	"user_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "space_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"hourly_rate_cents" integer NOT NULL,
	"capacity" integer NOT NULL,
	"category" text NOT NULL,
	"browse_category" text,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"owner_id" uuid,
	"owner_name" text DEFAULT 'Admin User' NOT NULL,
	"rating" numeric(3, 2) DEFAULT 5 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"opens_at" smallint DEFAULT 420 NOT NULL,
	"closes_at" smallint DEFAULT 1320 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spaces_rate_nonnegative" CHECK ("spaces"."hourly_rate_cents" >= 0),
	CONSTRAINT "spaces_capacity_positive" CHECK ("spaces"."capacity" >= 1),
	CONSTRAINT "spaces_status_valid" CHECK ("spaces"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "spaces_rating_range" CHECK ("spaces"."rating" between 0 and 5),
	CONSTRAINT "spaces_hours_valid" CHECK ("spaces"."opens_at" >= 0 and "spaces"."opens_at" < "spaces"."closes_at" and "spaces"."closes_at" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_images" ADD CONSTRAINT "space_images_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE INDEX "reviews_space_idx" ON "reviews" USING btree ("space_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "space_images_space_idx" ON "space_images" USING btree ("space_id","position");--> statement-breakpoint
CREATE INDEX "spaces_public_newest_idx" ON "spaces" USING btree ("created_at","id") WHERE "spaces"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "spaces_public_rate_idx" ON "spaces" USING btree ("hourly_rate_cents","id") WHERE "spaces"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "spaces_public_rating_idx" ON "spaces" USING btree ("rating","reviews_count","id") WHERE "spaces"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "spaces_public_category_rate_idx" ON "spaces" USING btree ("browse_category","hourly_rate_cents") WHERE "spaces"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "spaces_owner_idx" ON "spaces" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "spaces_title_trgm_idx" ON "spaces" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "spaces_description_trgm_idx" ON "spaces" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "spaces_location_trgm_idx" ON "spaces" USING gin ("location" gin_trgm_ops);