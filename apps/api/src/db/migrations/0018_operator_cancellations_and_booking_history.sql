-- Operators (issue 32, ADR-080): a cancellation on someone's behalf records its own reason, and
-- every booking change (the request and each transition) is recorded in booking_transitions.
CREATE TABLE "booking_transitions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"booking_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_transitions_from_check" CHECK ("booking_transitions"."from_status" IN ('pending', 'accepted_pending_payment', 'accepted_payment_success', 'accepted_payment_failed', 'accepted_customer_cancelation', 'rejected', 'finished', 'finished_evaluated')),
	CONSTRAINT "booking_transitions_to_check" CHECK ("booking_transitions"."to_status" IN ('pending', 'accepted_pending_payment', 'accepted_payment_success', 'accepted_payment_failed', 'accepted_customer_cancelation', 'rejected', 'finished', 'finished_evaluated')),
	CONSTRAINT "booking_transitions_actor_check" CHECK ("booking_transitions"."actor" IN ('agent', 'customer', 'payment', 'deadline', 'operator')),
	CONSTRAINT "booking_transitions_action_check" CHECK ("booking_transitions"."action" IN ('accept', 'reject', 'cancel', 'cancelPaid', 'paymentSucceeded', 'paymentFailed', 'finish', 'rate', 'expireRequest', 'expirePayment', 'autoFinish', 'closeRatingWindow', 'operatorCancel', 'request')),
	CONSTRAINT "booking_transitions_reason_check" CHECK ("booking_transitions"."reason" IN ('agent_rejected', 'customer_cancelled', 'request_expired', 'payment_expired', 'refunded', 'rating_window_closed', 'operator_cancelled'))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_reason_check";--> statement-breakpoint
ALTER TABLE "booking_transitions" ADD CONSTRAINT "booking_transitions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_transitions_booking_idx" ON "booking_transitions" USING btree ("booking_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reason_check" CHECK ("bookings"."reason" IN ('agent_rejected', 'customer_cancelled', 'request_expired', 'payment_expired', 'refunded', 'rating_window_closed', 'operator_cancelled'));