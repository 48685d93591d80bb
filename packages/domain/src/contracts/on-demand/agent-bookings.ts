// What `dashboard-calls.ts` loads of contracts/agent-bookings; see ./README.md.
export {
  listActiveBookings,
  listAgentBookings,
  listClosedBookings,
  readAgentProfilePanel,
} from '../agent-bookings.ts';
