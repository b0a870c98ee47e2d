-- Issue 34: the request that caused an event, carried on to its mails (their log lines show it).
-- The default is set apart from the column so the existing rows are not rewritten.
ALTER TABLE "events" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "request_id" SET DEFAULT nullif(current_setting('nafasi.request_id', true), '');--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "request_id" text;
