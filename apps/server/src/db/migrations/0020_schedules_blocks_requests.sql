CREATE TABLE "space_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "space_blocks_order" CHECK ("space_blocks"."ends_at" > "space_blocks"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_valid";--> statement-breakpoint
ALTER TABLE "spaces" DROP CONSTRAINT "spaces_hours_valid";--> statement-breakpoint
DROP INDEX "bookings_hold_idx";--> statement-breakpoint
-- A booking's blocked span is its time plus the space's buffer; bookings made before buffers have none.
ALTER TABLE "bookings" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
UPDATE "bookings" SET "blocked_until" = "end_time";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "blocked_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "schedule" jsonb DEFAULT '{"weeklyHours":{"mon":[{"opensAt":"07:00","closesAt":"22:00"}],"tue":[{"opensAt":"07:00","closesAt":"22:00"}],"wed":[{"opensAt":"07:00","closesAt":"22:00"}],"thu":[{"opensAt":"07:00","closesAt":"22:00"}],"fri":[{"opensAt":"07:00","closesAt":"22:00"}],"sat":[{"opensAt":"07:00","closesAt":"22:00"}],"sun":[{"opensAt":"07:00","closesAt":"22:00"}]},"bufferMinutes":0,"minMinutes":30,"maxMinutes":1440,"noticeMinutes":0,"horizonMonths":12,"instantBook":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "house_rules" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "space_blocks" ADD CONSTRAINT "space_blocks_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_blocks" ADD CONSTRAINT "space_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "space_blocks_space_idx" ON "space_blocks" USING btree ("space_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" in ('requested', 'pending') and "bookings"."payment_status" = 'pending';--> statement-breakpoint
-- Each space keeps its daily hours as the hours of every weekday.
UPDATE "spaces" SET "schedule" = jsonb_set("schedule", '{weeklyHours}', (
  SELECT jsonb_object_agg(d, jsonb_build_array(jsonb_build_object(
    'opensAt', lpad(("opens_at" / 60)::text, 2, '0') || ':' || lpad(("opens_at" % 60)::text, 2, '0'),
    'closesAt', lpad(("closes_at" / 60)::text, 2, '0') || ':' || lpad(("closes_at" % 60)::text, 2, '0'))))
  FROM unnest(ARRAY['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']) AS d));--> statement-breakpoint
ALTER TABLE "spaces" DROP COLUMN "opens_at";--> statement-breakpoint
ALTER TABLE "spaces" DROP COLUMN "closes_at";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_blocked_until" CHECK ("bookings"."blocked_until" >= "bookings"."end_time");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_valid" CHECK ("bookings"."status" in ('requested', 'pending', 'confirmed', 'cancelled', 'declined'));--> statement-breakpoint
-- The overlap guarantee extends to buffers: active bookings' [start, blocked_until) never overlap, so
-- two bookings are never closer than the buffer, under concurrency and across instances. Requests
-- hold their slot while the host decides; cancelled and declined bookings free it.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "during";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "during" tstzrange GENERATED ALWAYS AS (tstzrange("start_time", "blocked_until", '[)')) STORED;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("space_id" WITH =, "during" WITH &&) WHERE ("status" in ('requested', 'pending', 'confirmed'));--> statement-breakpoint
CREATE INDEX "space_blocks_during_idx" ON "space_blocks" USING gist ("space_id", tstzrange("starts_at", "ends_at", '[)'));--> statement-breakpoint
-- A block changes what can be booked: the space's availability watchers hear it like a booking.
CREATE OR REPLACE FUNCTION nafasi_notify_block() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('nafasi_changes', json_build_object('table', 'bookings', 'op', TG_OP, 'id', r.space_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER space_blocks_notify AFTER INSERT OR UPDATE OR DELETE ON "space_blocks"
  FOR EACH ROW EXECUTE FUNCTION nafasi_notify_block();
