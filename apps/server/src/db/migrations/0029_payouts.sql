CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
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
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("next_attempt_at") WHERE "payouts"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("updated_at") WHERE "payouts"."status" in ('sending', 'awaiting', 'checking');