-- An account's change is news to every instance (issue 33): each keeps the sessions it has lately
-- found alive (modules/auth/kept-sessions.ts) instead of reading the session on every signed-in
-- request, and forgets a person's kept sessions when one of them is revoked or refreshed, when
-- their address or its confirmation changes, or when their role does. One function for the three
-- tables, each trigger naming the column that holds the person; a statement that touches many rows
-- of one person notifies once (PostgreSQL folds a transaction's equal notifications into one).
CREATE OR REPLACE FUNCTION nafasi_notify_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN r := to_jsonb(OLD); ELSE r := to_jsonb(NEW); END IF;
  PERFORM pg_notify('nafasi_changes', json_build_object('kind', 'account', 'user', r ->> TG_ARGV[0])::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_account_changes AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION nafasi_notify_account('user_id');
--> statement-breakpoint
CREATE TRIGGER users_account_changes AFTER UPDATE OF email, email_verified OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION nafasi_notify_account('id');
--> statement-breakpoint
CREATE TRIGGER profiles_account_changes AFTER INSERT OR UPDATE OF role OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION nafasi_notify_account('user_id');
