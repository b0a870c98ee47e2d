-- A chat message reaches the clients of every instance: the notification carries the message id
-- and its room; each instance with people in that room reads the row itself.
CREATE OR REPLACE FUNCTION nafasi_notify_chat() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nafasi_changes', json_build_object('table', 'chat_messages', 'op', TG_OP, 'id', NEW.id, 'room', NEW.room_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chat_messages_notify AFTER INSERT ON "chat_messages"
  FOR EACH ROW EXECUTE FUNCTION nafasi_notify_chat();
--> statement-breakpoint
-- Someone entered, left, muted, turned a camera on or was removed: the room's list changed.
-- Heartbeats (last_seen_at alone) do not notify.
CREATE OR REPLACE FUNCTION nafasi_notify_presence() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD.room_id; ELSE r := NEW.room_id; END IF;
  PERFORM pg_notify('nafasi_changes', json_build_object('table', 'meeting_participants', 'op', TG_OP, 'id', r, 'room', r)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER meeting_participants_notify AFTER INSERT OR DELETE OR UPDATE OF left_at, in_call, muted, video_on, removed_at ON "meeting_participants"
  FOR EACH ROW EXECUTE FUNCTION nafasi_notify_presence();
--> statement-breakpoint
-- A meeting renamed, ended or deleted: its room's people see it.
CREATE OR REPLACE FUNCTION nafasi_notify_meeting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD.id; ELSE r := NEW.id; END IF;
  PERFORM pg_notify('nafasi_changes', json_build_object('table', 'meetings', 'op', TG_OP, 'id', r, 'room', r)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER meetings_notify AFTER INSERT OR UPDATE OR DELETE ON "meetings"
  FOR EACH ROW EXECUTE FUNCTION nafasi_notify_meeting();
