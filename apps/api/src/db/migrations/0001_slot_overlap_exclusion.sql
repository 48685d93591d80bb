-- An agent's availability slots never overlap (product decision 10). drizzle-kit cannot express an
-- exclusion constraint, so it is written here by hand; schema/availability-slots.ts names it.
-- btree_gist lets a GiST index compare agent_id with `=`. It is a trusted extension (PostgreSQL 13+),
-- so the database owner may create it; PGlite loads it from '@electric-sql/pglite/contrib/btree_gist'.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "availability_slots"
  ADD CONSTRAINT "availability_slots_no_overlap"
  EXCLUDE USING gist ("agent_id" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&);
