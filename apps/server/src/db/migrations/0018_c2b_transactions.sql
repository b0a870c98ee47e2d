CREATE TABLE "c2b_transactions" (
	"trans_id" text PRIMARY KEY NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"bill_ref" text NOT NULL,
	"msisdn" text,
	"trans_time" text,
	"matched_booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "c2b_transactions" ADD CONSTRAINT "c2b_transactions_matched_booking_id_bookings_id_fk" FOREIGN KEY ("matched_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;