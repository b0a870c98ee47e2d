-- What the first try of a creation sent (a digest), so a retry with the same Idempotency-Key and
-- another body is refused (422) instead of answered with the first space.
ALTER TABLE "spaces" ADD COLUMN "creation_fingerprint" text;