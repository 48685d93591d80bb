CREATE TABLE "booking_earnings" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"agent_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"paid" integer NOT NULL,
	"commission_basis_points" integer NOT NULL,
	"commission" integer NOT NULL,
	"earning" integer NOT NULL,
	"service_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_earnings_payment_unique" UNIQUE("payment_id"),
	CONSTRAINT "booking_earnings_paid_positive" CHECK ("booking_earnings"."paid" > 0),
	CONSTRAINT "booking_earnings_basis_points_range" CHECK ("booking_earnings"."commission_basis_points" BETWEEN 0 AND 10000),
	CONSTRAINT "booking_earnings_split_adds_up" CHECK ("booking_earnings"."commission" >= 0 AND "booking_earnings"."earning" >= 0 AND "booking_earnings"."commission" + "booking_earnings"."earning" = "booking_earnings"."paid")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"transaction_id" text NOT NULL,
	"account" text NOT NULL,
	"agent_id" text,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" IN ('cash', 'commission', 'agent_held', 'agent_available', 'payouts_in_transit')),
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_agent_account" CHECK (("ledger_entries"."agent_id" IS NOT NULL) = ("ledger_entries"."account" IN ('agent_held', 'agent_available')))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"movement" text NOT NULL,
	"agent_id" text NOT NULL,
	"booking_id" text,
	"refund_id" text,
	"payout_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transactions_movement_check" CHECK ("ledger_transactions"."movement" IN ('payment', 'refund', 'release', 'payout', 'payout_settled', 'payout_failed')),
	CONSTRAINT "ledger_transactions_references" CHECK (CASE "ledger_transactions"."movement"
        WHEN 'payment' THEN "ledger_transactions"."booking_id" IS NOT NULL
        WHEN 'release' THEN "ledger_transactions"."booking_id" IS NOT NULL
        WHEN 'refund' THEN "ledger_transactions"."booking_id" IS NOT NULL AND "ledger_transactions"."refund_id" IS NOT NULL
        ELSE "ledger_transactions"."payout_id" IS NOT NULL END)
);
--> statement-breakpoint
CREATE TABLE "payout_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"provider" text NOT NULL,
	"provider_event_id" text NOT NULL,
	"transfer_id" text NOT NULL,
	"payout_id" text,
	"status" text NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" text DEFAULT 'no_change' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_events_provider_event_unique" UNIQUE("provider","provider_event_id"),
	CONSTRAINT "payout_events_outcome_check" CHECK ("payout_events"."outcome" IN ('applied', 'no_change', 'unknown_transfer'))
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"payout_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "payout_items_payout_id_booking_id_pk" PRIMARY KEY("payout_id","booking_id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"agent_id" text NOT NULL,
	"run" date,
	"requested_by" text,
	"bank_account_id" text NOT NULL,
	"holder_name" text NOT NULL,
	"amount" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_transfer_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "payouts_one_per_agent_and_run" UNIQUE("agent_id","run"),
	CONSTRAINT "payouts_provider_transfer_unique" UNIQUE("provider","provider_transfer_id"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" IN ('pending', 'sent', 'paid', 'failed')),
	CONSTRAINT "payouts_provider_check" CHECK ("payouts"."provider" IN ('sandbox', 'fintoc', 'bank_file')),
	CONSTRAINT "payouts_run_or_operator" CHECK (("payouts"."run" IS NULL) <> ("payouts"."requested_by" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "booking_earnings" ADD CONSTRAINT "booking_earnings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_earnings" ADD CONSTRAINT "booking_earnings_agent_id_agent_profiles_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent_profiles"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_earnings" ADD CONSTRAINT "booking_earnings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_agent_id_agent_profiles_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent_profiles"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_agent_id_agent_profiles_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent_profiles"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_events" ADD CONSTRAINT "payout_events_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_agent_id_agent_profiles_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent_profiles"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_account_id_agent_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."agent_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_earnings_agent_idx" ON "booking_earnings" USING btree ("agent_id","service_end" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_earnings_service_end_idx" ON "booking_earnings" USING btree ("service_end");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_agent_account_idx" ON "ledger_entries" USING btree ("agent_id","account","amount");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account","amount");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_one_payment_per_booking" ON "ledger_transactions" USING btree ("booking_id") WHERE "ledger_transactions"."movement" = 'payment';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_one_release_per_booking" ON "ledger_transactions" USING btree ("booking_id") WHERE "ledger_transactions"."movement" = 'release';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_one_per_refund" ON "ledger_transactions" USING btree ("refund_id") WHERE "ledger_transactions"."movement" = 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_one_per_payout_movement" ON "ledger_transactions" USING btree ("payout_id","movement") WHERE "ledger_transactions"."payout_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_transactions_agent_idx" ON "ledger_transactions" USING btree ("agent_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_transactions_booking_idx" ON "ledger_transactions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payout_events_payout_idx" ON "payout_events" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payout_items_booking_idx" ON "payout_items" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payouts_agent_idx" ON "payouts" USING btree ("agent_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_created_idx" ON "payouts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("created_at") WHERE "payouts"."status" IN ('pending', 'sent');--> statement-breakpoint
-- The ledger is append-only (issue 33): its transactions, entries and the earnings fixed on paid
-- bookings refuse UPDATE, DELETE and TRUNCATE, as the operators' audit log does (migration 0016).
CREATE FUNCTION "brillo_refuse_ledger_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_update_or_delete" BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION "brillo_refuse_ledger_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_truncate" BEFORE TRUNCATE ON "ledger_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_refuse_ledger_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update_or_delete" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "brillo_refuse_ledger_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_refuse_ledger_change"();
--> statement-breakpoint
CREATE TRIGGER "booking_earnings_no_update_or_delete" BEFORE UPDATE OR DELETE ON "booking_earnings"
  FOR EACH ROW EXECUTE FUNCTION "brillo_refuse_ledger_change"();
--> statement-breakpoint
CREATE TRIGGER "booking_earnings_no_truncate" BEFORE TRUNCATE ON "booking_earnings"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_refuse_ledger_change"();
--> statement-breakpoint
-- A movement's entries add up to zero: checked when the transaction commits (a deferred
-- constraint trigger), once all of them are written, so a movement is never half recorded. A
-- movement with no entries at all is refused the same way.
CREATE FUNCTION "brillo_check_ledger_balance"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  lines integer;
BEGIN
  SELECT coalesce(sum("amount"), 0), count(*) INTO total, lines
    FROM "ledger_entries" WHERE "transaction_id" = NEW."id";
  IF total <> 0 OR lines < 2 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (% in % entries)', NEW."id", total, lines
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transactions_balanced';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_transactions_balanced" AFTER INSERT ON "ledger_transactions"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "brillo_check_ledger_balance"();
--> statement-breakpoint
-- The same check for an entry added later to a movement already written: whatever inserts entries,
-- and whenever, its movement must balance when the transaction commits.
CREATE FUNCTION "brillo_check_ledger_entry_balance"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  lines integer;
BEGIN
  SELECT coalesce(sum("amount"), 0), count(*) INTO total, lines
    FROM "ledger_entries" WHERE "transaction_id" = NEW."transaction_id";
  IF total <> 0 OR lines < 2 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (% in % entries)', NEW."transaction_id", total, lines
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transactions_balanced';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "brillo_check_ledger_entry_balance"();
