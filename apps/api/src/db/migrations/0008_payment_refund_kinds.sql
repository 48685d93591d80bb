ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_outcome_check";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "kind" text DEFAULT 'cancellation' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("updated_at") WHERE "payment_refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_outcome_check" CHECK ("payment_events"."outcome" IN ('applied', 'no_change', 'unknown_intent', 'ignored', 'amount_mismatch'));--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_kind_check" CHECK ("payment_refunds"."kind" IN ('cancellation', 'orphan', 'duplicate'));--> statement-breakpoint
UPDATE "payment_refunds" SET "kind" = 'duplicate' FROM "payments" WHERE "payments"."id" = "payment_refunds"."payment_id" AND "payments"."failure_reason" = 'duplicate_success';
