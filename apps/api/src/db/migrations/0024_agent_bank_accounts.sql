CREATE TABLE "agent_bank_accounts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"agent_id" text NOT NULL,
	"holder_rut" text NOT NULL,
	"bank" text NOT NULL,
	"account_type" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_bank_accounts_holder_rut_check" CHECK ("agent_bank_accounts"."holder_rut" ~ '^[1-9][0-9]{0,7}-[0-9K]$'),
	CONSTRAINT "agent_bank_accounts_bank_check" CHECK ("agent_bank_accounts"."bank" IN ('banco-de-chile', 'banco-internacional', 'bancoestado', 'scotiabank', 'bci', 'mach', 'bice', 'hsbc', 'santander', 'itau', 'security', 'falabella', 'ripley', 'consorcio', 'btg-pactual', 'coopeuch', 'los-heroes', 'tenpo', 'tapp', 'copec-pay', 'mercado-pago')),
	CONSTRAINT "agent_bank_accounts_account_type_check" CHECK ("agent_bank_accounts"."account_type" IN ('corriente', 'vista', 'ahorro')),
	CONSTRAINT "agent_bank_accounts_number_check" CHECK ("agent_bank_accounts"."account_number" ~ '^[0-9]{4,20}$')
);
--> statement-breakpoint
ALTER TABLE "agent_bank_accounts" ADD CONSTRAINT "agent_bank_accounts_agent_id_agent_profiles_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_bank_accounts_agent_idx" ON "agent_bank_accounts" USING btree ("agent_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- An agent's accounts are all in one RUT, the agent's own, and a RUT is one agent's (PD-42): two
-- exclusion constraints, with btree_gist (migration 0001) comparing text in a GiST index. They
-- hold whoever writes, two registrations at once included.
ALTER TABLE "agent_bank_accounts" ADD CONSTRAINT "agent_bank_accounts_one_rut_per_agent"
  EXCLUDE USING gist ("agent_id" WITH =, "holder_rut" WITH <>);--> statement-breakpoint
ALTER TABLE "agent_bank_accounts" ADD CONSTRAINT "agent_bank_accounts_one_agent_per_rut"
  EXCLUDE USING gist ("holder_rut" WITH =, "agent_id" WITH <>);
