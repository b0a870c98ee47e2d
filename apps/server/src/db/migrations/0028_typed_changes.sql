-- Every change notification says what kind of news it is, with its own fields (issue 28;
-- packages/shared/src/changes.ts parses them). Only the payloads change: the triggers stay.
CREATE OR REPLACE FUNCTION nafasi_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_id uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN row_id := OLD.id; ELSE row_id := NEW.id; END IF;
  PERFORM pg_notify('nafasi_changes', json_build_object('kind', 'space', 'op', TG_OP, 'id', row_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_notify_space_images() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sid uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN sid := OLD.space_id; ELSE sid := NEW.space_id; END IF;
  PERFORM pg_notify('nafasi_changes', json_build_object('kind', 'space', 'op', 'UPDATE', 'id', sid)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_notify_booking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('nafasi_changes', json_build_object(
    'kind', 'booking', 'op', TG_OP, 'spaceId', r.space_id, 'bookingId', r.id, 'user', r.user_id,
    'owner', (SELECT owner_id FROM spaces WHERE id = r.space_id))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_notify_block() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('nafasi_changes', json_build_object('kind', 'block', 'op', TG_OP, 'spaceId', r.space_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_notify_refund() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b record;
BEGIN
  IF NEW.booking_id IS NULL THEN RETURN NULL; END IF;
  SELECT bk.user_id, s.owner_id INTO b FROM bookings bk JOIN spaces s ON s.id = bk.space_id WHERE bk.id = NEW.booking_id;
  PERFORM pg_notify('nafasi_changes', json_build_object(
    'kind', 'refund', 'bookingId', NEW.booking_id, 'user', b.user_id, 'owner', b.owner_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_notify_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nafasi_changes', '{"kind":"events"}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_notify_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nafasi_changes', json_build_object('kind', 'notification', 'id', NEW.id, 'user', NEW.user_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_notify_thread_messages() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  th record;
BEGIN
  SELECT guest_id, host_id INTO th FROM message_threads WHERE id = NEW.thread_id;
  PERFORM pg_notify('nafasi_changes', json_build_object(
    'kind', 'thread', 'threadId', NEW.thread_id, 'user', th.guest_id, 'owner', th.host_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_notify_chat() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nafasi_changes', json_build_object('kind', 'chat_message', 'id', NEW.id, 'room', NEW.room_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_notify_presence() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD.room_id; ELSE r := NEW.room_id; END IF;
  PERFORM pg_notify('nafasi_changes', json_build_object('kind', 'presence', 'room', r)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_notify_meeting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD.id; ELSE r := NEW.id; END IF;
  PERFORM pg_notify('nafasi_changes', json_build_object('kind', 'meeting', 'op', TG_OP, 'room', r)::text);
  RETURN NULL;
END $$;
