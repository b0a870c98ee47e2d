CREATE TABLE "mpesa_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"amount" bigint NOT NULL,
	"merchant_request_id" text,
	"checkout_request_id" text,
	"callback_token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result_code" integer,
	"result_desc" text,
	"receipt" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mpesa_payments_checkout_request_id_unique" UNIQUE("checkout_request_id"),
	CONSTRAINT "mpesa_payments_callback_token_hash_unique" UNIQUE("callback_token_hash"),
	CONSTRAINT "mpesa_payments_receipt_unique" UNIQUE("receipt"),
	CONSTRAINT "mpesa_payments_status_valid" CHECK ("mpesa_payments"."status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD CONSTRAINT "mpesa_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mpesa_payments_booking_idx" ON "mpesa_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "mpesa_payments_pending_idx" ON "mpesa_payments" USING btree ("created_at") WHERE "mpesa_payments"."status" = 'pending';