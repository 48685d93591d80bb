// What `dashboard-calls.ts` loads of contracts/customer-bookings; see ./README.md.
export { createBooking, listCustomerBookings, listFinishedBookings } from '../customer-bookings.ts';
