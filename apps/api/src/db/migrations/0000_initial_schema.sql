CREATE TABLE "accounts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_provider_account_unique" UNIQUE("provider_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "agent_documents" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"agent_id" text NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "agent_documents_kind_check" CHECK ("agent_documents"."kind" IN ('id', 'certificate')),
	CONSTRAINT "agent_documents_content_type_check" CHECK ("agent_documents"."content_type" IN ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "agent_documents_size_positive" CHECK ("agent_documents"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "agent_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'agent' NOT NULL,
	"weekly_hours" text NOT NULL,
	"police_record" text NOT NULL,
	"quality_answer" text NOT NULL,
	"work_permit" text NOT NULL,
	"hourly_rate" integer NOT NULL,
	"offers_limpieza" boolean DEFAULT false NOT NULL,
	"offers_cocina" boolean DEFAULT false NOT NULL,
	"offers_planchado" boolean DEFAULT false NOT NULL,
	"offers_compras" boolean DEFAULT false NOT NULL,
	"offers_jardineria" boolean DEFAULT false NOT NULL,
	"offers_mascotas" boolean DEFAULT false NOT NULL,
	"offers_cuidado" boolean DEFAULT false NOT NULL,
	"offers_bebes" boolean DEFAULT false NOT NULL,
	"gender" text NOT NULL,
	"birth_date" date NOT NULL,
	"nationality" text NOT NULL,
	"address" text NOT NULL,
	"city" text,
	"comuna" text,
	"postcode" text,
	"avatar_url" text,
	"upload_id" boolean DEFAULT false NOT NULL,
	"upload_certificate" boolean DEFAULT false NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_profiles_role_check" CHECK ("agent_profiles"."role" = 'agent'),
	CONSTRAINT "agent_profiles_weekly_hours_check" CHECK ("agent_profiles"."weekly_hours" IN ('Between 1-10 hours', 'Between 10-20 hours', 'Between 20-30 hours', 'More than 30 hours')),
	CONSTRAINT "agent_profiles_police_record_check" CHECK ("agent_profiles"."police_record" IN ('No', 'Yes')),
	CONSTRAINT "agent_profiles_quality_answer_check" CHECK ("agent_profiles"."quality_answer" IN ('I do not notify anyone about this', 'I cancel the appointment', 'I inform the customer and offer add 15 minutes for the delay')),
	CONSTRAINT "agent_profiles_work_permit_check" CHECK ("agent_profiles"."work_permit" IN ('No', 'Yes')),
	CONSTRAINT "agent_profiles_hourly_rate_positive" CHECK ("agent_profiles"."hourly_rate" > 0),
	CONSTRAINT "agent_profiles_gender_check" CHECK ("agent_profiles"."gender" IN ('male', 'female', 'other')),
	CONSTRAINT "agent_profiles_nationality_check" CHECK ("agent_profiles"."nationality" IN ('Chilean', 'Venezuelan', 'Peruvian', 'Argentine', 'Bolivian', 'Colombian', 'Ecuadorian', 'Brazilian', 'Uruguayan', 'Paraguayan', 'Other')),
	CONSTRAINT "agent_profiles_birth_date_check" CHECK ("agent_profiles"."birth_date" >= '1900-01-01')
);
--> statement-breakpoint
CREATE TABLE "availability_slots" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"agent_id" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"booking_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_slots_id_agent_unique" UNIQUE("id","agent_id"),
	CONSTRAINT "availability_slots_end_after_start" CHECK ("availability_slots"."end_time" > "availability_slots"."start_time"),
	CONSTRAINT "availability_slots_whole_minutes" CHECK (mod(extract(epoch from "availability_slots"."start_time"), 60) = 0 AND mod(extract(epoch from "availability_slots"."end_time"), 60) = 0),
	CONSTRAINT "availability_slots_status_check" CHECK ("availability_slots"."status" IN ('available', 'not available', 'accepted', 'rejected')),
	CONSTRAINT "availability_slots_booking_status_check" CHECK ("availability_slots"."booking_status" IN ('booked_waiting_agent_confirmation', 'booked_accepted', 'booked_rejected'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"customer_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"availability_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"booking_start_time" timestamp with time zone NOT NULL,
	"booking_end_time" timestamp with time zone NOT NULL,
	"booked_minutes" integer GENERATED ALWAYS AS ((extract(epoch from (booking_end_time - booking_start_time)) / 60)::integer) STORED NOT NULL,
	"hourly_rate" integer NOT NULL,
	"amount" integer GENERATED ALWAYS AS (round(hourly_rate * extract(epoch from (booking_end_time - booking_start_time)) / 3600)::integer) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_id_agent_customer_unique" UNIQUE("id","agent_id","customer_id"),
	CONSTRAINT "bookings_end_after_start" CHECK ("bookings"."booking_end_time" > "bookings"."booking_start_time"),
	CONSTRAINT "bookings_whole_minutes" CHECK (mod(extract(epoch from "bookings"."booking_start_time"), 60) = 0 AND mod(extract(epoch from "bookings"."booking_end_time"), 60) = 0),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" IN ('pending', 'accepted_pending_payment', 'accepted_payment_success', 'accepted_payment_failed', 'accepted_customer_cancelation', 'rejected', 'finished', 'finished_evaluated')),
	CONSTRAINT "bookings_hourly_rate_positive" CHECK ("bookings"."hourly_rate" > 0),
	CONSTRAINT "bookings_amount_not_negative" CHECK ("bookings"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"gender" text NOT NULL,
	"birth_date" date NOT NULL,
	"nationality" text NOT NULL,
	"address" text NOT NULL,
	"address_extra" text NOT NULL,
	"postcode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_profiles_role_check" CHECK ("customer_profiles"."role" = 'customer'),
	CONSTRAINT "customer_profiles_gender_check" CHECK ("customer_profiles"."gender" IN ('male', 'female', 'other')),
	CONSTRAINT "customer_profiles_nationality_check" CHECK ("customer_profiles"."nationality" IN ('Chilean', 'Venezuelan', 'Peruvian', 'Argentine', 'Bolivian', 'Colombian', 'Ecuadorian', 'Brazilian', 'Uruguayan', 'Paraguayan', 'Other')),
	CONSTRAINT "customer_profiles_birth_date_check" CHECK ("customer_profiles"."birth_date" >= '1900-01-01')
);
--> statement-breakpoint
CREATE TABLE "dev_mail" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"payment_id" text,
	"provider" text NOT NULL,
	"provider_event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_unique" UNIQUE("provider","provider_event_id"),
	CONSTRAINT "payment_events_provider_check" CHECK ("payment_events"."provider" IN ('sandbox', 'fintoc'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"booking_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"widget_token" text,
	"status" text DEFAULT 'created' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'clp' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_payment_unique" UNIQUE("provider","provider_payment_id"),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" IN ('sandbox', 'fintoc')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" IN ('created', 'succeeded', 'failed')),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" IN ('clp')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"booking_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_one_per_booking" UNIQUE("booking_id"),
	CONSTRAINT "ratings_rating_between_1_and_5" CHECK ("ratings"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_id_role_unique" UNIQUE("id","role"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('agent', 'customer'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_documents" ADD CONSTRAINT "agent_documents_agent_id_agent_profiles_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_profiles" ADD CONSTRAINT "agent_profiles_user_fk" FOREIGN KEY ("user_id","role") REFERENCES "public"."users"("id","role") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_agent_id_agent_profiles_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customer_profiles_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer_profiles"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_fk" FOREIGN KEY ("availability_id","agent_id") REFERENCES "public"."availability_slots"("id","agent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_user_fk" FOREIGN KEY ("user_id","role") REFERENCES "public"."users"("id","role") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_booking_fk" FOREIGN KEY ("booking_id","agent_id","customer_id") REFERENCES "public"."bookings"("id","agent_id","customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "agent_documents_agent_kind_idx" ON "agent_documents" USING btree ("agent_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "availability_slots_agent_start_idx" ON "availability_slots" USING btree ("agent_id","start_time");--> statement-breakpoint
CREATE INDEX "availability_slots_open_start_idx" ON "availability_slots" USING btree ("start_time") WHERE "availability_slots"."status" = 'available';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_live_booking_per_slot" ON "bookings" USING btree ("availability_id") WHERE "bookings"."status" IN ('pending', 'accepted_pending_payment', 'accepted_payment_success', 'accepted_payment_failed', 'finished', 'finished_evaluated');--> statement-breakpoint
CREATE INDEX "bookings_availability_idx" ON "bookings" USING btree ("availability_id");--> statement-breakpoint
CREATE INDEX "bookings_customer_status_idx" ON "bookings" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "bookings_agent_status_idx" ON "bookings" USING btree ("agent_id","status");--> statement-breakpoint
CREATE INDEX "dev_mail_to_created_idx" ON "dev_mail" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_per_booking" ON "payments" USING btree ("booking_id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ratings_agent_idx" ON "ratings" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");