// What `dashboard-calls.ts` loads of contracts/discovery; see ./README.md.
export {
  listAgentDaySlots,
  listAvailableAgents,
  listAvailableDays,
  listClosestAvailability,
} from '../discovery.ts';
