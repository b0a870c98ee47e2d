CREATE TABLE "message_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"booking_id" uuid,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"guest_read_at" timestamp with time zone,
	"host_read_at" timestamp with time zone,
	"guest_mailed_at" timestamp with time zone,
	"host_mailed_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"reported_by" uuid,
	"report_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_space_guest_idx" ON "message_threads" USING btree ("space_id","guest_id");--> statement-breakpoint
CREATE INDEX "message_threads_guest_idx" ON "message_threads" USING btree ("guest_id","last_message_at");--> statement-breakpoint
CREATE INDEX "message_threads_host_idx" ON "message_threads" USING btree ("host_id","last_message_at");--> statement-breakpoint
CREATE INDEX "message_threads_reported_idx" ON "message_threads" USING btree ("reported_at") WHERE "message_threads"."reported_at" is not null;--> statement-breakpoint
CREATE INDEX "thread_messages_thread_idx" ON "thread_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
-- A new message reaches both sides' open screens on every instance.
CREATE OR REPLACE FUNCTION nafasi_notify_thread_messages() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  th record;
BEGIN
  SELECT guest_id, host_id INTO th FROM message_threads WHERE id = NEW.thread_id;
  PERFORM pg_notify('nafasi_changes', json_build_object(
    'table', 'thread_messages', 'op', TG_OP, 'id', NEW.thread_id, 'user', th.guest_id, 'owner', th.host_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER thread_messages_notify AFTER INSERT ON "thread_messages" FOR EACH ROW EXECUTE FUNCTION nafasi_notify_thread_messages();
