-- Operators (PD-36, ADR-078): a third role that nobody signs up for, better-auth's two-factor
-- plugin (the authenticator of each account, `users.two_factor_enabled`), the codes used lately
-- (a code signs in once), accounts disabled without deleting them, and the append-only audit log.
CREATE TABLE "operator_audit_log" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"operator_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_audit_log_reason_present" CHECK (length(btrim("operator_audit_log"."reason")) > 0),
	CONSTRAINT "operator_audit_log_action_present" CHECK (length("operator_audit_log"."action") > 0)
);
--> statement-breakpoint
CREATE TABLE "totp_code_uses" (
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "totp_code_uses_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "two_factors_user_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_audit_log" ADD CONSTRAINT "operator_audit_log_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp_code_uses" ADD CONSTRAINT "totp_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_log_created_idx" ON "operator_audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operator_audit_log_target_idx" ON "operator_audit_log" USING btree ("target_type","target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operator_audit_log_operator_idx" ON "operator_audit_log" USING btree ("operator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('agent', 'customer', 'operator'));--> statement-breakpoint
-- The audit log is append-only, by the database and not by convention: every UPDATE and DELETE
-- of a row, and a TRUNCATE of the table, is refused with an error, whoever sends it.
CREATE FUNCTION "brillo_refuse_audit_log_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "operator_audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "operator_audit_log"
  FOR EACH ROW EXECUTE FUNCTION "brillo_refuse_audit_log_change"();
--> statement-breakpoint
CREATE TRIGGER "operator_audit_log_no_truncate" BEFORE TRUNCATE ON "operator_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_refuse_audit_log_change"();
