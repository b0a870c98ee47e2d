-- Extensions the schema relies on: trigram search indexes and exclusion constraints over ranges.
-- Both ship with PGlite (loaded in db/client.ts) and with PostgreSQL's contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
