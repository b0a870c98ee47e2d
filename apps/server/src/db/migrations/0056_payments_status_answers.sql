-- Daraja's answers are believed only when they answer a question asked (issue 57): a Transaction
-- Status answer names the ConversationID Daraja gave the query, kept here until it comes. A C2B
-- report is money only once such an answer confirms it (verified_at); the reports kept before were
-- believed as they came, and stay so. A payout is sent again on "no such transaction" only when a
-- later query agrees (absent_at: when the first said so).
ALTER TABLE "c2b_transactions" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "c2b_transactions" ADD COLUMN "status_query_id" text;--> statement-breakpoint
ALTER TABLE "c2b_transactions" ADD COLUMN "checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "c2b_transactions" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "c2b_transactions" ADD COLUMN "unconfirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "status_query_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "absent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "c2b_transactions" ADD CONSTRAINT "c2b_transactions_status_query_id_unique" UNIQUE("status_query_id");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_query_id_unique" UNIQUE("status_query_id");--> statement-breakpoint
UPDATE "c2b_transactions" SET "verified_at" = "created_at";