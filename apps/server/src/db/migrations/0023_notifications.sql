CREATE TABLE "events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"booking_id" uuid,
	"space_id" uuid,
	"user_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"to_address" text NOT NULL,
	"message" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_jobs_status_valid" CHECK ("mail_jobs"."status" in ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" bigint,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD CONSTRAINT "mail_jobs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD CONSTRAINT "mail_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_unprocessed_idx" ON "events" USING btree ("id") WHERE "events"."processed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "events_once_per_booking_idx" ON "events" USING btree ("kind","booking_id") WHERE "events"."kind" in ('booking_reminder', 'review_invite');--> statement-breakpoint
CREATE UNIQUE INDEX "mail_jobs_event_user_idx" ON "mail_jobs" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "mail_jobs_due_idx" ON "mail_jobs" USING btree ("next_attempt_at") WHERE "mail_jobs"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_user_idx" ON "notifications" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_confirmed_start_idx" ON "bookings" USING btree ("start_time") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_confirmed_end_idx" ON "bookings" USING btree ("end_time") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
-- What happened, written in the same transaction as the change (issue 17): the dispatcher turns
-- each event into the bell's notifications and the mail queue's rows, once.
CREATE OR REPLACE FUNCTION nafasi_booking_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    k := CASE NEW.status WHEN 'requested' THEN 'booking_requested' WHEN 'pending' THEN 'booking_made' WHEN 'confirmed' THEN 'booking_made' ELSE NULL END;
    IF k IS NOT NULL THEN
      INSERT INTO events (kind, booking_id, space_id) VALUES (k, NEW.id, NEW.space_id);
    END IF;
    RETURN NULL;
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    k := CASE
      WHEN OLD.status = 'requested' AND NEW.status = 'pending' THEN 'request_accepted'
      WHEN NEW.status = 'declined' THEN 'request_declined'
      WHEN NEW.status = 'cancelled' THEN 'booking_cancelled'
      ELSE NULL
    END;
    IF k IS NOT NULL THEN
      INSERT INTO events (kind, booking_id, space_id, data) VALUES (k, NEW.id, NEW.space_id, jsonb_build_object('from', OLD.status));
    END IF;
  END IF;
  IF NEW.payment_status = 'paid' AND OLD.payment_status IS DISTINCT FROM 'paid' THEN
    INSERT INTO events (kind, booking_id, space_id) VALUES ('payment_confirmed', NEW.id, NEW.space_id);
  END IF;
  IF NEW.start_time IS DISTINCT FROM OLD.start_time OR NEW.end_time IS DISTINCT FROM OLD.end_time THEN
    INSERT INTO events (kind, booking_id, space_id, data)
      VALUES ('booking_moved', NEW.id, NEW.space_id, jsonb_build_object('fromStart', OLD.start_time, 'fromEnd', OLD.end_time));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_events AFTER INSERT OR UPDATE OF status, payment_status, start_time, end_time ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION nafasi_booking_events();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_review_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO events (kind, space_id, user_id, booking_id, data)
    VALUES ('review_posted', NEW.space_id, NEW.user_id, NEW.booking_id, jsonb_build_object('rating', NEW.rating, 'review', NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_events AFTER INSERT ON "reviews" FOR EACH ROW EXECUTE FUNCTION nafasi_review_events();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_listing_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'pending' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'pending') THEN
    INSERT INTO events (kind, space_id, user_id) VALUES ('listing_submitted', NEW.id, NEW.owner_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spaces_events AFTER INSERT OR UPDATE OF status ON "spaces" FOR EACH ROW EXECUTE FUNCTION nafasi_listing_events();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_upgrade_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO events (kind, user_id) VALUES ('upgrade_requested', NEW.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER owner_upgrade_requests_events AFTER INSERT ON "owner_upgrade_requests" FOR EACH ROW EXECUTE FUNCTION nafasi_upgrade_events();
--> statement-breakpoint
-- Every instance's dispatcher wakes when events are written (once per statement, not per row).
CREATE OR REPLACE FUNCTION nafasi_notify_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nafasi_changes', '{"table":"events"}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_notify AFTER INSERT ON "events" FOR EACH STATEMENT EXECUTE FUNCTION nafasi_notify_events();
--> statement-breakpoint
-- The bell rings on every instance holding one of the person's sockets.
CREATE OR REPLACE FUNCTION nafasi_notify_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nafasi_changes', json_build_object('table', 'notifications', 'op', TG_OP, 'id', NEW.id, 'user', NEW.user_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_notify AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION nafasi_notify_notifications();
