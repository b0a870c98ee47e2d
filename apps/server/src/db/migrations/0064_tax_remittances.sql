CREATE TABLE "tax_remittances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"month" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_remittances_reference_unique" UNIQUE("reference"),
	CONSTRAINT "tax_remittance_kind" CHECK ("tax_remittances"."kind" in ('vat', 'withholding')),
	CONSTRAINT "tax_remittance_month" CHECK ("tax_remittances"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "tax_remittance_amount" CHECK ("tax_remittances"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "tax_remittances" ADD CONSTRAINT "tax_remittances_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_remittances_month_idx" ON "tax_remittances" USING btree ("month");