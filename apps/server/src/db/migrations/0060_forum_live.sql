-- Replies arrive live (issue 65): a reply written or removed, and a topic removed, announce the
-- topic on the changes channel; the hub tells the pages open on it (public channel forum:<id>).
-- A view or a like changes the topic row too, but readers need not be woken for those.
CREATE OR REPLACE FUNCTION nafasi_notify_forum_reply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('nafasi_changes', json_build_object('kind', 'forum', 'op', TG_OP, 'topic', r.topic_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "forum_replies_notify" AFTER INSERT OR DELETE ON "forum_replies"
  FOR EACH ROW EXECUTE FUNCTION nafasi_notify_forum_reply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_notify_forum_topic() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nafasi_changes', json_build_object('kind', 'forum', 'op', TG_OP, 'topic', OLD.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "forum_topics_notify" AFTER DELETE ON "forum_topics"
  FOR EACH ROW EXECUTE FUNCTION nafasi_notify_forum_topic();
