ALTER TABLE "agent_documents" DROP CONSTRAINT "agent_documents_review_consistent";--> statement-breakpoint
ALTER TABLE "agent_documents" ADD CONSTRAINT "agent_documents_review_consistent" CHECK (CASE "agent_documents"."review_status"
        WHEN 'pending' THEN "agent_documents"."reviewed_at" IS NULL AND "agent_documents"."rejection_reason" IS NULL AND "agent_documents"."rejection_note" IS NULL
        WHEN 'approved' THEN "agent_documents"."reviewed_at" IS NOT NULL AND "agent_documents"."rejection_reason" IS NULL AND "agent_documents"."rejection_note" IS NULL
        ELSE "agent_documents"."reviewed_at" IS NOT NULL AND "agent_documents"."rejection_reason" IS NOT NULL AND "agent_documents"."rejection_note" IS NOT NULL AND length(btrim("agent_documents"."rejection_note")) > 0
      END);--> statement-breakpoint
-- A rejection's note is required: in 0017 a missing note (NULL) passed the check above, as a
-- CHECK lets an unknown result through.
--
-- As in 0017, after locking the agent's profile (ADR-079): two transactions changing the two
-- documents of one agent take turns, and the second counts the first's approval once it is
-- committed (each statement of a READ COMMITTED transaction reads what was committed before it).
-- Without the lock, each counted its own approval alone and the agent stayed unverified.
CREATE OR REPLACE FUNCTION "agent_profiles_verified_after_documents"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  agent text := CASE WHEN TG_OP = 'DELETE' THEN OLD."agent_id" ELSE NEW."agent_id" END;
  now_verified boolean;
BEGIN
  PERFORM 1 FROM "agent_profiles" WHERE "user_id" = agent FOR NO KEY UPDATE;
  SELECT count(DISTINCT d."kind") = 2 INTO now_verified
    FROM "agent_documents" d
    WHERE d."agent_id" = agent AND d."review_status" = 'approved';
  UPDATE "agent_profiles" SET "verified" = now_verified
    WHERE "user_id" = agent AND "verified" IS DISTINCT FROM now_verified;
  RETURN NULL;
END;
$$;
