import { lazyEndpoint } from './endpoint.ts';

/**
 * The calls of the two dashboards, the first page of a signed-in visit, as light twins of their
 * definitions (ADR-088): the same method and path, their schemas imported from the contract that
 * defines them when a call first asks for them (`lazyEndpoint`). The page's JavaScript then
 * carries no zod schema: building its contracts' schemas took one task of 20 to 33 ms
 * (unthrottled) before the page could render. Loaded on demand, each contract is evaluated in a
 * task of its own while its request is on its way. The API registers the full definitions; a
 * unit test checks that each twin names the same method and path.
 */

// The agent's dashboard.

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

// The customer's dashboard.

/** `GET /api/v1/agents/closest-availability` (contracts/discovery): 'Disponibilidad cercana'. */
export const listClosestAvailability = lazyEndpoint({
  method: 'GET',
  path: '/api/v1/agents/closest-availability',
  loadSchemas: async () => (await import('./on-demand/discovery.ts')).listClosestAvailability,
});

/** `GET /api/agents/available` (contracts/discovery): the agents of a day. */
export const listAvailableAgents = lazyEndpoint({
  method: 'GET',
  path: '/api/agents/available',
  loadSchemas: async () => (await import('./on-demand/discovery.ts')).listAvailableAgents,
});

/** `GET /api/agents/available-days` (contracts/discovery): the calendar's days. */
export const listAvailableDays = lazyEndpoint({
  method: 'GET',
  path: '/api/agents/available-days',
  loadSchemas: async () => (await import('./on-demand/discovery.ts')).listAvailableDays,
});

/** `GET /api/customers/slots/availability` (contracts/discovery): an agent's slots of a day. */
export const listAgentDaySlots = lazyEndpoint({
  method: 'GET',
  path: '/api/customers/slots/availability',
  loadSchemas: async () => (await import('./on-demand/discovery.ts')).listAgentDaySlots,
});

/** `GET /api/v1/customers/bookings` (contracts/customer-bookings): the tiles' counts. */
export const listCustomerBookings = lazyEndpoint({
  method: 'GET',
  path: '/api/v1/customers/bookings',
  loadSchemas: async () => (await import('./on-demand/customer-bookings.ts')).listCustomerBookings,
});

/** `GET /api/v1/customers/bookings/finished` (contracts/customer-bookings): the tile 'Servicios por evaluar'. */
export const listFinishedBookings = lazyEndpoint({
  method: 'GET',
  path: '/api/v1/customers/bookings/finished',
  loadSchemas: async () => (await import('./on-demand/customer-bookings.ts')).listFinishedBookings,
});

/** `POST /api/customers/bookings` (contracts/customer-bookings): the booking of a slot. */
export const createBooking = lazyEndpoint({
  method: 'POST',
  path: '/api/customers/bookings',
  loadSchemas: async () => (await import('./on-demand/customer-bookings.ts')).createBooking,
});

/** `GET /api/public/agents/:id` (contracts/public-agent): an agent's next day. */
export const readPublicAgent = lazyEndpoint({
  method: 'GET',
  path: '/api/public/agents/:id',
  loadSchemas: async () => (await import('./on-demand/public-agent.ts')).readPublicAgent,
});

/** `GET /api/customers/favourites` (contracts/favourites): the customer's favourites. */
export const listFavouriteAgents = lazyEndpoint({
  method: 'GET',
  path: '/api/customers/favourites',
  loadSchemas: async () => (await import('./on-demand/favourites.ts')).listFavouriteAgents,
});

/** `PUT /api/customers/favourites/:agentId` (contracts/favourites): saving a favourite. */
export const addFavouriteAgent = lazyEndpoint({
  method: 'PUT',
  path: '/api/customers/favourites/:agentId',
  loadSchemas: async () => (await import('./on-demand/favourites.ts')).addFavouriteAgent,
});

/** `DELETE /api/customers/favourites/:agentId` (contracts/favourites): removing a favourite. */
export const removeFavouriteAgent = lazyEndpoint({
  method: 'DELETE',
  path: '/api/customers/favourites/:agentId',
  loadSchemas: async () => (await import('./on-demand/favourites.ts')).removeFavouriteAgent,
});
