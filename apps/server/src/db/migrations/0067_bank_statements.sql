CREATE TABLE "bank_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"account" text NOT NULL,
	"bank_ref" text NOT NULL,
	"booked_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"payer" text,
	"payer_account" text,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_credits_amount_positive" CHECK ("bank_credits"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"format" text NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"statement_ref" text NOT NULL,
	"account" text NOT NULL,
	"imported_by" uuid,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_account_valid";--> statement-breakpoint
ALTER TABLE "payment_parts" DROP CONSTRAINT "payment_parts_one_source";--> statement-breakpoint
ALTER TABLE "payment_parts" ADD COLUMN "bank_credit_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "bank_credit_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD CONSTRAINT "bank_credits_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_credits_entry" ON "bank_credits" USING btree ("account","bank_ref");--> statement-breakpoint
CREATE INDEX "bank_credits_held_idx" ON "bank_credits" USING btree ("created_at") WHERE "bank_credits"."status" = 'held';--> statement-breakpoint
ALTER TABLE "payment_parts" ADD CONSTRAINT "payment_parts_bank_credit_id_bank_credits_id_fk" FOREIGN KEY ("bank_credit_id") REFERENCES "public"."bank_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_parts_bank_credit_booking" ON "payment_parts" USING btree ("bank_credit_id","booking_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_account_valid" CHECK ("ledger_entries"."account" in ('mpesa', 'bank', 'unapplied', 'host', 'fees', 'tax', 'vat', 'withholding', 'refunds'));--> statement-breakpoint
ALTER TABLE "payment_parts" ADD CONSTRAINT "payment_parts_one_source" CHECK (num_nonnulls("payment_parts"."mpesa_payment_id", "payment_parts"."c2b_trans_id", "payment_parts"."bank_credit_id") = 1);