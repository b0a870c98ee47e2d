ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_account_valid";--> statement-breakpoint
ALTER TABLE "payout_items" ADD COLUMN "withheld_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_account_valid" CHECK ("ledger_entries"."account" in ('mpesa', 'unapplied', 'host', 'fees', 'tax', 'vat', 'withholding', 'refunds'));