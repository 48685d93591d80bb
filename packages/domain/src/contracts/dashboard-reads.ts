import { lazyEndpoint } from './endpoint.ts';

/**
 * The reads of the agent's dashboard, the first page of an agent's visit, as light twins of their
 * definitions (ADR-088): the same method and path, their schemas imported from the contract that
 * defines them when a call first asks for them (`lazyEndpoint`). The page's JavaScript then
 * carries no zod schema: building its contracts' schemas took one task of 20 to 33 ms
 * (unthrottled) before the page could render. Loaded on demand, each contract is evaluated in a
 * task of its own while its request is on its way. The API registers the full definitions; a
 * unit test checks that each twin names the same method and path.
 */

/** `GET /api/agents/bookings` (contracts/agent-bookings). */
export const listAgentBookings = lazyEndpoint({
  method: 'GET',
  path: '/api/agents/bookings',
  loadSchemas: async () => (await import('./on-demand/agent-bookings.ts')).listAgentBookings,
});

/** `GET /api/v1/agents/active-bookings` (contracts/agent-bookings). */
export const listActiveBookings = lazyEndpoint({
  method: 'GET',
  path: '/api/v1/agents/active-bookings',
  loadSchemas: async () => (await import('./on-demand/agent-bookings.ts')).listActiveBookings,
});

/** `GET /api/v1/agents/closed-bookings` (contracts/agent-bookings). */
export const listClosedBookings = lazyEndpoint({
  method: 'GET',
  path: '/api/v1/agents/closed-bookings',
  loadSchemas: async () => (await import('./on-demand/agent-bookings.ts')).listClosedBookings,
});

/** `GET /api/agents/profile` (contracts/agent-bookings). */
export const readAgentProfilePanel = lazyEndpoint({
  method: 'GET',
  path: '/api/agents/profile',
  loadSchemas: async () => (await import('./on-demand/agent-bookings.ts')).readAgentProfilePanel,
});

/** `GET /api/agents/bio` (contracts/agent-profile). */
export const readBio = lazyEndpoint({
  method: 'GET',
  path: '/api/agents/bio',
  loadSchemas: async () => (await import('./on-demand/agent-profile.ts')).readBio,
});

/** `GET /api/v1/agents/docs` (contracts/agent-files). */
export const readDocsFlags = lazyEndpoint({
  method: 'GET',
  path: '/api/v1/agents/docs',
  loadSchemas: async () => (await import('./on-demand/agent-files.ts')).readDocsFlags,
});

/** `GET /api/agents/earnings` (contracts/earnings). */
export const readEarnings = lazyEndpoint({
  method: 'GET',
  path: '/api/agents/earnings',
  loadSchemas: async () => (await import('./on-demand/earnings.ts')).readEarnings,
});

/** `GET /api/agents/avatar` (contracts/agent-files): the header's avatar. */
export const readAvatar = lazyEndpoint({
  method: 'GET',
  path: '/api/agents/avatar',
  loadSchemas: async () => (await import('./on-demand/agent-files.ts')).readAvatar,
});

/** `GET /api/v1/agents/ratings` (contracts/ratings). */
export const listReceivedRatings = lazyEndpoint({
  method: 'GET',
  path: '/api/v1/agents/ratings',
  loadSchemas: async () => (await import('./on-demand/ratings.ts')).listReceivedRatings,
});
