-- The operators' list of every booking, newest service first (ADR-080): read backwards.
CREATE INDEX "bookings_start_order_idx" ON "bookings" USING btree ("booking_start_time","id");