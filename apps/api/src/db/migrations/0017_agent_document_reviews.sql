ALTER TABLE "agent_documents" ADD COLUMN "review_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_documents" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "agent_documents" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "agent_documents" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "agent_documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_profiles" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_documents" ADD CONSTRAINT "agent_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_documents_pending_idx" ON "agent_documents" USING btree ("created_at","agent_id") WHERE "agent_documents"."review_status" = 'pending';--> statement-breakpoint
ALTER TABLE "agent_documents" ADD CONSTRAINT "agent_documents_review_status_check" CHECK ("agent_documents"."review_status" IN ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "agent_documents" ADD CONSTRAINT "agent_documents_rejection_reason_check" CHECK ("agent_documents"."rejection_reason" IN ('illegible', 'expired', 'wrong_document', 'name_mismatch', 'incomplete', 'other'));--> statement-breakpoint
ALTER TABLE "agent_documents" ADD CONSTRAINT "agent_documents_review_consistent" CHECK (CASE "agent_documents"."review_status"
        WHEN 'pending' THEN "agent_documents"."reviewed_at" IS NULL AND "agent_documents"."rejection_reason" IS NULL AND "agent_documents"."rejection_note" IS NULL
        WHEN 'approved' THEN "agent_documents"."reviewed_at" IS NOT NULL AND "agent_documents"."rejection_reason" IS NULL AND "agent_documents"."rejection_note" IS NULL
        ELSE "agent_documents"."reviewed_at" IS NOT NULL AND "agent_documents"."rejection_reason" IS NOT NULL AND length(btrim("agent_documents"."rejection_note")) > 0
      END);--> statement-breakpoint
-- PD-37, ADR-079: an agent is verified while both current documents are approved. The database
-- keeps `agent_profiles.verified` from `agent_documents` in the writing transaction (an upload
-- replaces its kind's row, pending again; a review approves or rejects it), so no code path can
-- forget it, and customers' lists read it as a column of the profile. The profile's update
-- notifies the discovery caches (trigger of 0015), which forget their answers at commit. Only a
-- real change is written.
CREATE FUNCTION "agent_profiles_verified_after_documents"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  agent text := CASE WHEN TG_OP = 'DELETE' THEN OLD."agent_id" ELSE NEW."agent_id" END;
  now_verified boolean;
BEGIN
  SELECT count(DISTINCT d."kind") = 2 INTO now_verified
    FROM "agent_documents" d
    WHERE d."agent_id" = agent AND d."review_status" = 'approved';
  UPDATE "agent_profiles" SET "verified" = now_verified
    WHERE "user_id" = agent AND "verified" IS DISTINCT FROM now_verified;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "agent_documents_verified" AFTER INSERT OR DELETE OR UPDATE OF "review_status", "agent_id", "kind" ON "agent_documents"
  FOR EACH ROW EXECUTE FUNCTION "agent_profiles_verified_after_documents"();
