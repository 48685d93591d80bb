ALTER TABLE "bookings" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_status_start_idx" ON "bookings" USING btree ("status","booking_start_time");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reason_check" CHECK ("bookings"."reason" IN ('agent_rejected', 'customer_cancelled', 'request_expired', 'payment_expired', 'refunded'));