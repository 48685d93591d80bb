CREATE TABLE "customer_favourite_agents" (
	"customer_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_favourite_agents_pkey" PRIMARY KEY("customer_id","agent_id")
);
--> statement-breakpoint
ALTER TABLE "customer_favourite_agents" ADD CONSTRAINT "customer_favourite_agents_customer_id_customer_profiles_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_favourite_agents" ADD CONSTRAINT "customer_favourite_agents_agent_id_agent_profiles_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_favourite_agents_agent_idx" ON "customer_favourite_agents" USING btree ("agent_id");