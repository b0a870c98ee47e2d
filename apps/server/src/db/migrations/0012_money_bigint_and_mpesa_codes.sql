ALTER TABLE "bookings" ALTER COLUMN "subtotal_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "tax_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "spaces" ALTER COLUMN "hourly_rate_cents" SET DATA TYPE bigint;--> statement-breakpoint
-- Codes quoted on more than one booking before this rule: the paid (else the earliest) booking keeps it.
UPDATE "bookings" AS b SET "mpesa_code" = NULL
WHERE b."mpesa_code" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "bookings" AS o
  WHERE o."mpesa_code" = b."mpesa_code" AND o."id" <> b."id"
    AND ((o."payment_status" = 'paid' AND b."payment_status" <> 'paid')
      OR (o."payment_status" = b."payment_status" AND (o."created_at", o."id") < (b."created_at", b."id")))
);--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_mpesa_code_unique" ON "bookings" USING btree ("mpesa_code") WHERE "bookings"."mpesa_code" is not null;