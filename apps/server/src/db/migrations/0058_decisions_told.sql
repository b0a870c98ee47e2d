ALTER TABLE "spaces" ADD COLUMN "changes_decided_at" timestamp with time zone;--> statement-breakpoint
-- People are told of what is decided about them (issue 65): an admin's decision on their role, their
-- request to become a host, their listing and its changes; a refund sent to them; a host's payout
-- sent or held. Written as events by the tables' own triggers, as the booking events are (0023).
CREATE OR REPLACE FUNCTION nafasi_listing_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'pending' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'pending') THEN
    INSERT INTO events (kind, space_id, user_id) VALUES ('listing_submitted', NEW.id, NEW.owner_id);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.owner_id IS NOT NULL AND OLD.status = 'pending' AND NEW.status = 'approved' THEN
    INSERT INTO events (kind, space_id, user_id) VALUES ('listing_approved', NEW.id, NEW.owner_id);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.owner_id IS NOT NULL AND NEW.status = 'rejected' AND OLD.status IS DISTINCT FROM 'rejected' THEN
    INSERT INTO events (kind, space_id, user_id, data) VALUES ('listing_rejected', NEW.id, NEW.owner_id, jsonb_build_object('reason', NEW.rejection_reason));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_changes_decided_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.owner_id IS NOT NULL AND NEW.changes_decided_at IS DISTINCT FROM OLD.changes_decided_at AND NEW.changes_decided_at IS NOT NULL THEN
    INSERT INTO events (kind, space_id, user_id, data)
      VALUES ('changes_decided', NEW.id, NEW.owner_id, jsonb_build_object('approved', NEW.changes_rejection_reason IS NULL, 'reason', NEW.changes_rejection_reason));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spaces_changes_decided_events AFTER UPDATE OF changes_decided_at ON "spaces" FOR EACH ROW EXECUTE FUNCTION nafasi_changes_decided_events();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_role_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.role IS DISTINCT FROM 'user' THEN
    INSERT INTO events (kind, user_id, data) VALUES ('role_changed', NEW.user_id, jsonb_build_object('from', 'user', 'to', NEW.role));
  ELSIF TG_OP = 'UPDATE' AND NEW.role IS DISTINCT FROM OLD.role THEN
    INSERT INTO events (kind, user_id, data) VALUES ('role_changed', NEW.user_id, jsonb_build_object('from', OLD.role, 'to', NEW.role));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_role_events AFTER INSERT OR UPDATE OF role ON "profiles" FOR EACH ROW EXECUTE FUNCTION nafasi_role_events();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_upgrade_decided_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'pending' AND NEW.status = 'rejected' THEN
    INSERT INTO events (kind, user_id, data) VALUES ('upgrade_refused', NEW.user_id, jsonb_build_object('reason', NEW.reason));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER owner_upgrade_requests_decided_events AFTER UPDATE OF status ON "owner_upgrade_requests" FOR EACH ROW EXECUTE FUNCTION nafasi_upgrade_decided_events();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_refund_sent_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.booking_id IS NOT NULL AND OLD.status = 'due' AND NEW.status = 'sent' THEN
    INSERT INTO events (kind, booking_id, data)
      VALUES ('refund_sent', NEW.booking_id, jsonb_build_object('refund', NEW.id, 'cents', NEW.amount_cents, 'reference', NEW.reference));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refunds_sent_events AFTER UPDATE OF status ON "refunds" FOR EACH ROW EXECUTE FUNCTION nafasi_refund_sent_events();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_payout_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind <> 'host' OR NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NULL;
  END IF;
  IF NEW.status IN ('sent', 'manual') AND OLD.status NOT IN ('sent', 'manual') THEN
    INSERT INTO events (kind, user_id, data)
      VALUES ('payout_sent', NEW.host_id, jsonb_build_object('payout', NEW.id, 'amount', NEW.amount, 'receipt', NEW.receipt, 'toKind', NEW.to_kind, 'number', NEW.phone, 'account', NEW.account_reference));
  ELSIF NEW.status = 'held' THEN
    INSERT INTO events (kind, user_id, data)
      VALUES ('payout_failed', NEW.host_id, jsonb_build_object('payout', NEW.id, 'amount', NEW.amount, 'why', NEW.last_error, 'toKind', NEW.to_kind, 'number', NEW.phone, 'account', NEW.account_reference));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payouts_events AFTER UPDATE OF status ON "payouts" FOR EACH ROW EXECUTE FUNCTION nafasi_payout_events();
