-- The operators' overview (issue 32): bookings requested per day and the month's cancelled ones,
-- the agents' answers with their request's time, the amount paid per day and the refunds by when
-- they succeeded, each read from its index alone.
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_cancelled_created_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."status" = 'accepted_customer_cancelation';--> statement-breakpoint
CREATE INDEX "bookings_decided_idx" ON "bookings" USING btree ("decided_at","created_at") WHERE "bookings"."decided_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_refunds_succeeded_idx" ON "payment_refunds" USING btree ("updated_at","amount") WHERE "payment_refunds"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_succeeded_settled_idx" ON "payments" USING btree ("settled_at","amount") WHERE "payments"."status" = 'succeeded';