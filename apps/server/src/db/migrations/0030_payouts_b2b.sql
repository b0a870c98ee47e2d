ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status_valid";--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "account" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "to_kind" text DEFAULT 'mpesa' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "account_reference" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "remote_id" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_kind_valid" CHECK ("payout_accounts"."kind" in ('mpesa', 'paybill', 'till') and ("payout_accounts"."kind" = 'paybill') = ("payout_accounts"."account" is not null));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_to_kind_valid" CHECK ("payouts"."to_kind" in ('mpesa', 'paybill', 'till', 'reversal') and ("payouts"."to_kind" in ('paybill', 'reversal')) = ("payouts"."account_reference" is not null));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_valid" CHECK ("payouts"."status" in ('queued', 'sending', 'awaiting', 'checking', 'sent', 'held', 'manual'));