CREATE TABLE "etims_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invc_no" bigint NOT NULL,
	"kind" text NOT NULL,
	"receipt_type" text NOT NULL,
	"original_id" uuid,
	"booking_id" uuid NOT NULL,
	"refund_id" uuid,
	"customer_id" uuid,
	"customer_name" text,
	"customer_pin" text,
	"tax_type" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"payload" jsonb NOT NULL,
	"tell_customer" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"last_error" text,
	"cu_invoice_no" text,
	"receipt_signature" text,
	"internal_data" text,
	"sdc_date_time" text,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etims_documents_invc_no_unique" UNIQUE("invc_no"),
	CONSTRAINT "etims_documents_status" CHECK ("etims_documents"."status" in ('waiting', 'signed', 'rejected')),
	CONSTRAINT "etims_documents_receipt" CHECK (("etims_documents"."receipt_type" = 'S') = ("etims_documents"."original_id" is null)),
	CONSTRAINT "etims_documents_amounts" CHECK ("etims_documents"."total_cents" >= 0 and "etims_documents"."tax_cents" >= 0 and "etims_documents"."tax_cents" <= "etims_documents"."total_cents")
);
--> statement-breakpoint
ALTER TABLE "etims_documents" ADD CONSTRAINT "etims_documents_original_id_etims_documents_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."etims_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_documents" ADD CONSTRAINT "etims_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_documents" ADD CONSTRAINT "etims_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_documents" ADD CONSTRAINT "etims_documents_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "etims_documents_invoice_once" ON "etims_documents" USING btree ("booking_id","kind") WHERE "etims_documents"."receipt_type" = 'S';--> statement-breakpoint
CREATE UNIQUE INDEX "etims_documents_credit_once" ON "etims_documents" USING btree ("original_id","refund_id");--> statement-breakpoint
CREATE INDEX "etims_documents_waiting_idx" ON "etims_documents" USING btree ("next_attempt_at") WHERE "etims_documents"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "etims_documents_booking_idx" ON "etims_documents" USING btree ("booking_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nafasi_etims_signed_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'signed' AND OLD.status IS DISTINCT FROM 'signed' AND NEW.customer_id IS NOT NULL AND NEW.tell_customer THEN
    INSERT INTO events (kind, user_id, data)
      VALUES ('etims_signed', NEW.customer_id, jsonb_build_object('document', NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER etims_documents_signed_events AFTER UPDATE OF status ON "etims_documents" FOR EACH ROW EXECUTE FUNCTION nafasi_etims_signed_events();
