CREATE TABLE "problem_reports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"booking_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolution_amount" integer,
	"resolution_note" text,
	"refund_id" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "problem_reports_category_check" CHECK ("problem_reports"."category" IN ('quality', 'incomplete', 'damage', 'late', 'no_show', 'behaviour', 'other')),
	CONSTRAINT "problem_reports_status_check" CHECK ("problem_reports"."status" IN ('open', 'resolved')),
	CONSTRAINT "problem_reports_resolution_check" CHECK ("problem_reports"."resolution" IS NULL OR "problem_reports"."resolution" IN ('none', 'partial', 'full')),
	CONSTRAINT "problem_reports_description_present" CHECK (length(btrim("problem_reports"."description")) > 0),
	CONSTRAINT "problem_reports_resolution_consistent" CHECK (CASE "problem_reports"."status"
        WHEN 'open' THEN "problem_reports"."resolution" IS NULL AND "problem_reports"."resolution_amount" IS NULL AND "problem_reports"."resolution_note" IS NULL AND "problem_reports"."resolved_at" IS NULL AND "problem_reports"."refund_id" IS NULL
        ELSE "problem_reports"."resolution" IS NOT NULL AND "problem_reports"."resolution_amount" IS NOT NULL AND "problem_reports"."resolution_amount" >= 0 AND ("problem_reports"."resolution" = 'none') = ("problem_reports"."resolution_amount" = 0) AND "problem_reports"."resolution_note" IS NOT NULL AND length(btrim("problem_reports"."resolution_note")) > 0 AND "problem_reports"."resolved_at" IS NOT NULL
      END)
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_one_per_payment";--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_kind_check";--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "problem_reports_one_open_per_booking" ON "problem_reports" USING btree ("booking_id") WHERE "problem_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "problem_reports_booking_idx" ON "problem_reports" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "problem_reports_queue_idx" ON "problem_reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_one_automatic_per_payment" ON "payment_refunds" USING btree ("payment_id") WHERE "payment_refunds"."kind" IN ('cancellation', 'orphan', 'duplicate');--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_kind_check" CHECK ("payment_refunds"."kind" IN ('cancellation', 'orphan', 'duplicate', 'problem', 'operator'));--> statement-breakpoint
-- The refunds of a payment that are not failed never add up to more than it took (PD-39,
-- ADR-081): a pending refund may still move the money, so it counts. A CHECK cannot read other
-- rows, so a trigger does it, after locking the payment's row: two transactions refunding one
-- payment at once take turns, and the second, once the first is committed, counts its refund (each
-- statement of a READ COMMITTED transaction reads what was committed before it), so both cannot
-- pass with the same remainder. A refund moving to `failed` gives its amount back and is not
-- checked.
CREATE FUNCTION "payment_refunds_within_payment"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  paid integer;
  taken bigint;
BEGIN
  IF NEW."status" = 'failed' THEN
    RETURN NEW;
  END IF;
  SELECT p."amount" INTO paid FROM "payments" p WHERE p."id" = NEW."payment_id" FOR NO KEY UPDATE;
  SELECT coalesce(sum(r."amount"), 0) INTO taken
    FROM "payment_refunds" r
    WHERE r."payment_id" = NEW."payment_id" AND r."status" <> 'failed' AND r."id" <> NEW."id";
  IF taken + NEW."amount" > paid THEN
    RAISE EXCEPTION 'refunds of payment % would add up to % of % paid', NEW."payment_id", taken + NEW."amount", paid
      USING ERRCODE = 'check_violation', CONSTRAINT = 'payment_refunds_within_payment';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_refunds_within_payment" BEFORE INSERT OR UPDATE OF "status", "amount", "payment_id" ON "payment_refunds"
  FOR EACH ROW EXECUTE FUNCTION "payment_refunds_within_payment"();
