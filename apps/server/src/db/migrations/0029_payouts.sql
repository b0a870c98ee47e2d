CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"txn" uuid NOT NULL,
	"account" text NOT NULL,
	"host_id" uuid,
	"amount_cents" bigint NOT NULL,
	"memo" text NOT NULL,
	"booking_id" uuid,
	"refund_id" uuid,
	"payout_id" uuid,
	"mpesa_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_account_valid" CHECK ("ledger_entries"."account" in ('mpesa', 'unapplied', 'host', 'fees', 'tax', 'refunds')),
	CONSTRAINT "ledger_host_named" CHECK (("ledger_entries"."account" = 'host') = ("ledger_entries"."host_id" is not null)),
	CONSTRAINT "ledger_amount_nonzero" CHECK ("ledger_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"payout_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"refund_id" uuid,
	"host_id" uuid,
	"day" date,
	"phone" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"originator_id" text,
	"conversation_id" text,
	"receipt" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "payouts_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "payouts_originator_id_unique" UNIQUE("originator_id"),
	CONSTRAINT "payouts_receipt_unique" UNIQUE("receipt"),
	CONSTRAINT "payouts_status_valid" CHECK ("payouts"."status" in ('queued', 'sending', 'awaiting', 'checking', 'sent', 'held')),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0),
	CONSTRAINT "payouts_kind_valid" CHECK (("payouts"."kind" = 'refund' and "payouts"."refund_id" is not null) or ("payouts"."kind" = 'host' and "payouts"."host_id" is not null and "payouts"."day" is not null))
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_txn_idx" ON "ledger_entries" USING btree ("txn");--> statement-breakpoint
CREATE INDEX "ledger_booking_idx" ON "ledger_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_account_idx" ON "ledger_entries" USING btree ("account","host_id");--> statement-breakpoint
CREATE INDEX "ledger_ref_idx" ON "ledger_entries" USING btree ("mpesa_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_host_day_unique" ON "payouts" USING btree ("host_id","day");--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("next_attempt_at") WHERE "payouts"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("updated_at") WHERE "payouts"."status" in ('sending', 'awaiting', 'checking');