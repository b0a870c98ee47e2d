CREATE TABLE "payment_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"mpesa_payment_id" uuid,
	"c2b_trans_id" text,
	"amount_cents" bigint NOT NULL,
	"payer" text,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "payment_parts_mpesa_payment_id_unique" UNIQUE("mpesa_payment_id"),
	CONSTRAINT "payment_parts_c2b_trans_id_unique" UNIQUE("c2b_trans_id"),
	CONSTRAINT "payment_parts_amount_positive" CHECK ("payment_parts"."amount_cents" > 0),
	CONSTRAINT "payment_parts_one_source" CHECK (("payment_parts"."mpesa_payment_id" is null) <> ("payment_parts"."c2b_trans_id" is null))
);
--> statement-breakpoint
ALTER TABLE "payment_parts" ADD CONSTRAINT "payment_parts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_parts" ADD CONSTRAINT "payment_parts_mpesa_payment_id_mpesa_payments_id_fk" FOREIGN KEY ("mpesa_payment_id") REFERENCES "public"."mpesa_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_parts" ADD CONSTRAINT "payment_parts_c2b_trans_id_c2b_transactions_trans_id_fk" FOREIGN KEY ("c2b_trans_id") REFERENCES "public"."c2b_transactions"("trans_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_parts_booking_idx" ON "payment_parts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "mpesa_payments_phone_idx" ON "mpesa_payments" USING btree ("phone","created_at");