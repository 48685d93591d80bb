/**
 * Who may call each route, and what a request that passes its guards answers. Every route of the
 * API is listed here once; `src/authorization-matrix.test.ts` reads Fastify's route table and fails
 * for a route missing from this list (or a row whose route is gone), then tries each row with the
 * five callers of `harness/callers.ts`. See docs/testing.md, "Authorization matrix".
 *
 * - `access: 'public'`: every caller gets `status`.
 * - `access: 'signed-in'`: anonymous gets 401; every signed-in caller gets `status`.
 * - `access: 'agent' | 'customer'`: anonymous 401, the other role 403, the role `status`.
 * - `access: 'operator'`: the operator gets `status`; everyone else, signed out included, 404 (the
 *   console is not revealed, PD-36).
 * - `access: 'operator-or-signed-out'`: a sign-in's authenticator step: the operator gets
 *   `status`, anonymous `anonymousStatus` (or `status`), customers and agents 404.
 * - `ownedBy: 'customerA' | 'agentA'`: the request names a resource of that caller; another
 *   caller allowed by `access` gets 404 (never 403: another user's resources do not exist for
 *   them).
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { todayIn } from '@brillo/domain/zoned-time';
import { signUpBody, uniqueEmail } from './auth.ts';
import type { CallerName } from './harness/callers.ts';
import { fileUpload } from './multipart.ts';
import { slotRow } from './slots.ts';
import { photo, tinyPdf } from './upload-files.ts';

export type RouteAccess =
  'public' | 'signed-in' | 'agent' | 'customer' | 'operator' | 'operator-or-signed-out';

export interface MatrixContext {
  caller: CallerName;
  /** The caller's bearer header (empty for the anonymous caller). */
  headers: Record<string, string>;
  /** A new session of the same caller, for routes that end the session they are called with. */
  freshHeaders: () => Promise<Record<string, string>>;
  /** The headers of any of the five callers, to set up a resource another caller owns. */
  headersOf: (caller: CallerName) => Record<string, string>;
  /** A request to the app under test, for a row's set-up. */
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
}

export interface MatrixRow {
  access: RouteAccess;
  /** What a caller allowed by `access` gets. */
  status: number;
  ownedBy?: 'customerA' | 'agentA';
  /** With `access: 'operator-or-signed-out'`: what the anonymous caller gets. */
  anonymousStatus?: number;
  /** The path to call, where the route's URL has a wildcard or parameters. */
  url?: string;
  /** The request beyond method and URL: a body, a query, and the caller's headers. */
  request?: (context: MatrixContext) => InjectOptions | Promise<InjectOptions>;
}

const withCaller = ({ headers }: MatrixContext): InjectOptions => ({ headers });
const json = (body: object) => (context: MatrixContext) => ({ headers: context.headers, body });

/** A new slot of agent A, made through the API; answers the URL that names it. */
async function slotOfAgentA({ headersOf, inject }: MatrixContext): Promise<string> {
  const response = await inject({
    method: 'POST',
    url: '/api/agents/slots',
    headers: headersOf('agentA'),
    payload: { slots: [slotRow(new Date())] },
  });
  const created: { slots: { id: string }[] } = response.json();
  const id = created.slots[0]?.id;
  if (response.statusCode !== 201 || !id) throw new Error(`No slot for agent A: ${response.body}`);
  return `/api/agents/slots/availability/${id}`;
}

/**
 * A new waiting identity document of agent A, uploaded through the API; answers its id, read from
 * the operators' queue (agent A is the only caller of the matrix who uploads documents).
 */
async function waitingDocumentOfAgentA({ headersOf, inject }: MatrixContext): Promise<string> {
  const upload = fileUpload(tinyPdf(), 'carnet.pdf');
  const uploaded = await inject({
    method: 'POST',
    url: '/api/agents/documents/id',
    headers: { ...headersOf('agentA'), ...upload.headers },
    payload: upload.payload,
  });
  if (uploaded.statusCode !== 201) throw new Error(`No document: ${uploaded.body}`);
  const queue = await inject({
    method: 'GET',
    url: '/api/operador/verifications',
    headers: headersOf('operator'),
  });
  const entries: { documents: { id: { id: string } | null } }[] = queue.json().agents;
  const id = entries.find((entry) => entry.documents.id)?.documents.id?.id;
  if (!id) throw new Error(`No waiting document in ${queue.body}`);
  return id;
}

/** Keyed by `METHOD /path` as Fastify registers it; HEAD is answered like its GET. */
export const authorizationMatrix: Record<string, MatrixRow> = {
  'GET /api/health': { access: 'public', status: 200 },
  'GET /api/ready': { access: 'public', status: 200 },
  'GET /api/public-config': { access: 'public', status: 200 },
  'GET /api/public/market-summary': { access: 'public', status: 200 },
  // For search engines (plugins/web-app.ts), served whether or not the web app is built.
  'GET /robots.txt': { access: 'public', status: 200 },
  'GET /sitemap.xml': { access: 'public', status: 200 },
  'GET /api/session': { access: 'signed-in', status: 200, request: withCaller },
  // An injected request has no socket to hold the stream open: it gets the opening, then ends.
  'GET /api/events': { access: 'signed-in', status: 200, request: withCaller },
  'POST /api/sign-up': {
    access: 'public',
    status: 201,
    request: ({ headers }) => ({ headers, body: signUpBody('customer') }),
  },
  'GET /api/geocoding/addresses': {
    access: 'public',
    status: 200,
    request: ({ headers }) => ({ headers, query: { q: 'Providencia' } }),
  },
  'GET /api/dev/mailbox': { access: 'public', status: 200, request: withCaller },
  // Unknown credentials: a refused sign-in is the same for every caller.
  'POST /api/auth/sign-in/email': {
    access: 'public',
    status: 401,
    request: json({ email: uniqueEmail(), password: 'no-es-la-clave' }),
  },
  'POST /api/auth/sign-out': {
    access: 'public',
    status: 200,
    request: async ({ freshHeaders }) => ({ headers: await freshHeaders(), body: {} }),
  },
  // The operators' authenticator (ADR-078): the matrix's operator has one set up already (409), and
  // anonymous sends no pending sign-in (401).
  'POST /api/auth/two-factor/enable': {
    access: 'operator',
    status: 409,
    request: json({ password: 'una-clave-cualquiera' }),
  },
  'POST /api/auth/two-factor/verify-totp': {
    access: 'operator-or-signed-out',
    status: 409,
    anonymousStatus: 401,
    request: json({ code: '000000' }),
  },
  'POST /api/auth/two-factor/verify-backup-code': {
    access: 'operator-or-signed-out',
    status: 409,
    anonymousStatus: 401,
    request: json({ code: 'abcde-12345' }),
  },
  'GET /api/operador/audit-log': {
    access: 'operator',
    status: 200,
    request: ({ headers }) => ({ headers, query: { targetType: 'user', page: '1' } }),
  },
  // The console's overview (issue 32): figures of the whole marketplace, no input.
  'GET /api/operador/overview': { access: 'operator', status: 200, request: withCaller },
  // The review of identity documents (PD-37): each on a new waiting document of agent A.
  'GET /api/operador/verifications': {
    access: 'operator',
    status: 200,
    request: ({ headers }) => ({ headers, query: { page: '1' } }),
  },
  'GET /api/operador/documents/:documentId/file': {
    access: 'operator',
    status: 200,
    request: async (context) => ({
      headers: context.headers,
      url: `/api/operador/documents/${await waitingDocumentOfAgentA(context)}/file`,
    }),
  },
  'POST /api/operador/documents/:documentId/approve': {
    access: 'operator',
    status: 200,
    request: async (context) => ({
      headers: context.headers,
      url: `/api/operador/documents/${await waitingDocumentOfAgentA(context)}/approve`,
    }),
  },
  'POST /api/operador/documents/:documentId/reject': {
    access: 'operator',
    status: 200,
    request: async (context) => ({
      headers: context.headers,
      url: `/api/operador/documents/${await waitingDocumentOfAgentA(context)}/reject`,
      body: { reason: 'illegible', note: 'No se lee el número.' },
    }),
  },
  'POST /api/auth/send-verification-email': {
    access: 'public',
    status: 200,
    request: json({ email: uniqueEmail() }),
  },
  'GET /api/auth/verify-email': { access: 'public', status: 302, request: withCaller },
  'POST /api/auth/request-password-reset': {
    access: 'public',
    status: 200,
    request: json({ email: uniqueEmail() }),
  },
  'POST /api/auth/reset-password': {
    access: 'public',
    status: 400,
    request: json({ newPassword: 'una-clave-nueva-2026', token: 'no-existe' }),
  },
  // Every better-auth endpoint Brillo does not offer.
  'GET /api/auth/*': {
    access: 'public',
    status: 404,
    url: '/api/auth/update-user',
    request: withCaller,
  },
  'POST /api/auth/*': {
    access: 'public',
    status: 404,
    url: '/api/auth/update-user',
    request: withCaller,
  },
  'PUT /api/auth/*': {
    access: 'public',
    status: 404,
    url: '/api/auth/update-user',
    request: withCaller,
  },
  'PATCH /api/auth/*': {
    access: 'public',
    status: 404,
    url: '/api/auth/update-user',
    request: withCaller,
  },
  'DELETE /api/auth/*': {
    access: 'public',
    status: 404,
    url: '/api/auth/update-user',
    request: withCaller,
  },
  'OPTIONS /api/auth/*': {
    access: 'public',
    status: 404,
    url: '/api/auth/update-user',
    request: withCaller,
  },
  'TRACE /api/auth/*': {
    access: 'public',
    status: 404,
    url: '/api/auth/update-user',
    request: withCaller,
  },
  'QUERY /api/auth/*': {
    access: 'public',
    status: 404,
    url: '/api/auth/update-user',
    request: json({}),
  },
  // The agent's availability (modules/slots).
  'POST /api/agents/slots': {
    access: 'agent',
    status: 201,
    request: ({ headers }) => ({ headers, body: { slots: [slotRow(new Date())] } }),
  },
  'GET /api/agents/slots/availability': {
    access: 'agent',
    status: 200,
    request: ({ headers }) => ({ headers, query: { limit: '10' } }),
  },
  'PATCH /api/agents/slots/availability/:id': {
    access: 'agent',
    status: 200,
    ownedBy: 'agentA',
    request: async (context) => ({
      headers: context.headers,
      url: await slotOfAgentA(context),
      body: { ...slotRow(new Date()), status: 'not available' },
    }),
  },
  'PATCH /api/agents/slots/availability/:id/reopen': {
    access: 'agent',
    status: 200,
    ownedBy: 'agentA',
    request: async (context) => ({
      headers: context.headers,
      url: `/api/agents/slots/availability/${await rejectedSlotOfAgentA(context)}/reopen`,
    }),
  },
  'DELETE /api/agents/slots/availability/:id': {
    access: 'agent',
    status: 204,
    ownedBy: 'agentA',
    request: async (context) => ({ headers: context.headers, url: await slotOfAgentA(context) }),
  },
  // The agent's biography (modules/agent-profile).
  'GET /api/agents/bio': { access: 'agent', status: 200, request: withCaller },
  'PATCH /api/agents/bio': {
    access: 'agent',
    status: 200,
    // A new text each call: the same text answers 204.
    request: ({ headers }) => ({ headers, body: { bio: `Biografía ${crypto.randomUUID()}` } }),
  },
  // The comunas where the agent works (modules/agent-profile, PD-43).
  'GET /api/agents/service-comunas': { access: 'agent', status: 200, request: withCaller },
  'PUT /api/agents/service-comunas': {
    access: 'agent',
    status: 200,
    request: ({ headers }) => ({ headers, body: { comunas: ['Ñuñoa', 'Providencia'] } }),
  },
  // The agent's bank account for payouts (modules/bank-accounts).
  'GET /api/agents/bank-account': { access: 'agent', status: 200, request: withCaller },
  'POST /api/agents/bank-account': {
    access: 'agent',
    status: 200,
    // The same account each call of an agent (the first registers it, the others change
    // nothing), in a RUT of each agent's own: a RUT is one agent's.
    request: ({ caller, headers }) => {
      const rut = caller === 'agentA' ? '12.345.678-5' : '11.111.111-1';
      const account = { bank: 'bancoestado', accountType: 'vista', accountNumber: '12345678' };
      return { headers, body: { rut, holderRut: rut, ...account } };
    },
  },
  // 'Mis ganancias' (modules/earnings): the caller's own balances.
  'GET /api/agents/earnings': { access: 'agent', status: 200, request: withCaller },
  // The agent's booking reads and profile panel (modules/agent-bookings).
  'GET /api/agents/bookings': {
    access: 'agent',
    status: 200,
    request: ({ headers }) => ({ headers, query: { status: 'pending' } }),
  },
  'GET /api/v1/agents/active-bookings': { access: 'agent', status: 200, request: withCaller },
  'GET /api/agents/profile': { access: 'agent', status: 200, request: withCaller },
  'GET /api/v1/agents/closed-bookings': { access: 'agent', status: 200, request: withCaller },
  // The agent's avatar and identity documents (modules/agent-files).
  'GET /api/v1/agents/docs': { access: 'agent', status: 200, request: withCaller },
  'GET /api/agents/avatar': { access: 'agent', status: 200, request: withCaller },
  'GET /api/agents/documents': { access: 'agent', status: 200, request: withCaller },
  'POST /api/agents/avatar': {
    access: 'agent',
    status: 200,
    request: async ({ headers }) => {
      const upload = fileUpload(await photo('png'), 'avatar.png');
      return { headers: { ...headers, ...upload.headers }, payload: upload.payload };
    },
  },
  'POST /api/agents/documents/:kind': {
    access: 'agent',
    status: 201,
    url: '/api/agents/documents/certificate',
    request: ({ headers }) => {
      const upload = fileUpload(tinyPdf(), 'certificado.pdf');
      return { headers: { ...headers, ...upload.headers }, payload: upload.payload };
    },
  },
  // Only its owner gets a document; anyone else signed in, a customer too, finds nothing (404).
  'GET /api/agents/documents/:kind/file': {
    access: 'signed-in',
    status: 200,
    ownedBy: 'agentA',
    request: async ({ headers, headersOf, inject }) => {
      const upload = fileUpload(tinyPdf(), 'carnet.pdf');
      const response = await inject({
        method: 'POST',
        url: '/api/agents/documents/id',
        headers: { ...headersOf('agentA'), ...upload.headers },
        payload: upload.payload,
      });
      if (response.statusCode !== 201) throw new Error(`No document: ${response.body}`);
      return { headers, url: '/api/agents/documents/id/file' };
    },
  },
  // Public files of the local-disk storage: an avatar agent A uploaded, read by anyone.
  'GET /files/*': {
    access: 'public',
    status: 200,
    request: async ({ headers, headersOf, inject }) => {
      const upload = fileUpload(await photo('jpeg'), 'avatar.jpg');
      const response = await inject({
        method: 'POST',
        url: '/api/agents/avatar',
        headers: { ...headersOf('agentA'), ...upload.headers },
        payload: upload.payload,
      });
      const answer: { avatarUrl?: string } = response.json();
      if (!answer.avatarUrl) throw new Error(`No avatar: ${response.body}`);
      return { headers, url: answer.avatarUrl };
    },
  },
  // The OpenAPI document and its browsable UI.
  'GET /api/docs': { access: 'public', status: 200 },
  'GET /api/docs/json': { access: 'public', status: 200 },
  'GET /api/docs/yaml': { access: 'public', status: 200 },
  'GET /api/docs/static/index.html': { access: 'public', status: 302 },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public', status: 200 },
  'GET /api/docs/static/*': {
    access: 'public',
    status: 200,
    url: '/api/docs/static/swagger-ui.css',
  },
  // The booking lifecycle (modules/bookings).
  // The customer's search for an agent (ADR-039): public reads.
  'GET /api/v1/agents/closest-availability': {
    access: 'public',
    status: 200,
    request: ({ headers }) => ({ headers, query: { page: '1', limit: '4' } }),
  },
  'GET /api/agents/available': {
    access: 'public',
    status: 200,
    // Every filter of decision 44, the sort, a page and the switch of decision 43.
    request: ({ headers }) => ({
      headers,
      query: {
        day: todayIn(),
        services: 'cocina,planchado',
        maxRate: '20000',
        minRating: '4',
        verifiedOnly: 'true',
        sort: 'rating',
        page: '2',
        allComunas: 'true',
      },
    }),
  },
  'GET /api/agents/available-days': {
    access: 'public',
    status: 200,
    request: ({ headers }) => ({ headers, query: { month: todayIn().slice(0, 7) } }),
  },
  'GET /api/customers/slots/availability': {
    access: 'public',
    status: 200,
    request: async ({ headers, headersOf, inject }) => {
      const session = await inject({
        method: 'GET',
        url: '/api/session',
        headers: headersOf('agentA'),
      });
      const { userId }: { userId: string } = session.json();
      return { headers, query: { agent_id: userId, day: todayIn() } };
    },
  },
  'GET /api/public/agents/:id': {
    access: 'public',
    status: 200,
    request: async ({ headers, headersOf, inject }) => {
      const session = await inject({
        method: 'GET',
        url: '/api/session',
        headers: headersOf('agentA'),
      });
      const { userId }: { userId: string } = session.json();
      return { headers, url: `/api/public/agents/${userId}` };
    },
  },
  'GET /api/public/agents/:id/reviews': {
    access: 'public',
    status: 200,
    request: async ({ headers, headersOf, inject }) => {
      const session = await inject({
        method: 'GET',
        url: '/api/session',
        headers: headersOf('agentA'),
      });
      const { userId }: { userId: string } = session.json();
      return { headers, url: `/api/public/agents/${userId}/reviews`, query: { page: '1' } };
    },
  },
  'POST /api/customers/bookings': {
    access: 'customer',
    status: 201,
    request: async (context) => ({
      headers: context.headers,
      body: { availability_id: (await slotOfAgentA(context)).split('/').pop() },
    }),
  },
  'PATCH /api/customers/bookings/:id/accept': {
    access: 'agent',
    status: 200,
    ownedBy: 'agentA',
    request: async (context) => ({
      headers: context.headers,
      url: `/api/customers/bookings/${await bookingOfCustomerA(context)}/accept`,
      body: {},
    }),
  },
  'PATCH /api/customers/bookings/:id/reject': {
    access: 'agent',
    status: 200,
    ownedBy: 'agentA',
    request: async (context) => ({
      headers: context.headers,
      url: `/api/customers/bookings/${await bookingOfCustomerA(context)}/reject`,
      body: {},
    }),
  },
  'PATCH /api/customers/bookings/:id': {
    access: 'customer',
    status: 200,
    ownedBy: 'customerA',
    request: async (context) => ({
      headers: context.headers,
      url: `/api/customers/bookings/${await bookingOfCustomerA(context)}`,
      body: { status: 'accepted_customer_cancelation' },
    }),
  },
  'GET /api/v1/customers/bookings': {
    access: 'customer',
    status: 200,
    request: ({ headers }) => ({ headers, query: { status: ['pending', 'rejected'] } }),
  },
  'GET /api/v1/customers/bookings/finished': {
    access: 'customer',
    status: 200,
    request: withCaller,
  },
  // 'Mis agentes' (modules/favourites): each customer's own list, so no owner to refuse.
  'GET /api/customers/favourites': {
    access: 'customer',
    status: 200,
    request: withCaller,
  },
  'PUT /api/customers/favourites/:agentId': {
    access: 'customer',
    status: 204,
    request: async (context) => ({
      headers: context.headers,
      url: `/api/customers/favourites/${await userIdOf(context, 'agentA')}`,
    }),
  },
  'DELETE /api/customers/favourites/:agentId': {
    access: 'customer',
    status: 204,
    request: async (context) => ({
      headers: context.headers,
      url: `/api/customers/favourites/${await userIdOf(context, 'agentA')}`,
    }),
  },
  // Ratings (modules/ratings).
  'POST /api/v1/customers/bookings/rating': {
    access: 'customer',
    // Customer A's booking is pending, so customer A is refused by the lifecycle (409), while
    // customer B does not see it at all (404).
    status: 409,
    ownedBy: 'customerA',
    request: async (context) => ({
      headers: context.headers,
      body: { booking_id: await bookingOfCustomerA(context), rating: 5 },
    }),
  },
  'GET /api/v1/agents/ratings': { access: 'agent', status: 200, request: withCaller },
  // Payments (modules/payments, ADR-040).
  'POST /api/bookings/payment': {
    access: 'customer',
    status: 200,
    ownedBy: 'customerA',
    request: async (context) => ({
      headers: context.headers,
      body: { booking_id: await acceptedBookingOfCustomerA(context) },
    }),
  },
  'GET /api/bookings/:id/payment': {
    access: 'customer',
    status: 200,
    ownedBy: 'customerA',
    request: async (context) => ({
      headers: context.headers,
      url: `/api/bookings/${await bookingOfCustomerA(context)}/payment`,
    }),
  },
  // Public, as a provider calls it: without a valid signature every caller gets 400.
  'POST /api/payments/webhooks/:provider': {
    access: 'public',
    status: 400,
    url: '/api/payments/webhooks/sandbox',
    request: json({ id: 'evt_1', type: 'payment_intent.succeeded', data: { id: 'pi_1' } }),
  },
  // Public, as the payout provider calls it: without a signature every caller gets 400.
  'POST /api/payouts/webhook': {
    access: 'public',
    status: 400,
    request: json({ id: 'evt_1', type: 'transfer.outbound.succeeded', data: { id: 'tr_1' } }),
  },
  'GET /api/payments/sandbox/intents/:token': {
    access: 'customer',
    status: 200,
    ownedBy: 'customerA',
    request: async (context) => ({
      headers: context.headers,
      url: `/api/payments/sandbox/intents/${await widgetTokenOfCustomerA(context)}`,
    }),
  },
  'POST /api/payments/sandbox/intents/:token/settle': {
    access: 'customer',
    status: 200,
    ownedBy: 'customerA',
    request: async (context) => ({
      headers: context.headers,
      url: `/api/payments/sandbox/intents/${await widgetTokenOfCustomerA(context)}/settle`,
      body: { outcome: 'rejected', bank: 'BancoEstado' },
    }),
  },
  // The operators' bookings (issue 32): a new pending booking of customer A for each call.
  'GET /api/operador/bookings': {
    access: 'operator',
    status: 200,
    request: ({ headers }) => ({ headers, query: { status: 'pending', page: '1' } }),
  },
  'GET /api/operador/bookings/:id': {
    access: 'operator',
    status: 200,
    request: async (context) => ({
      headers: context.headers,
      url: `/api/operador/bookings/${await bookingOfCustomerA(context)}`,
    }),
  },
  'POST /api/operador/bookings/:id/cancel': {
    access: 'operator',
    status: 200,
    request: async (context) => ({
      headers: context.headers,
      url: `/api/operador/bookings/${await bookingOfCustomerA(context)}/cancel`,
      body: { reason: 'El cliente pidió cancelar por teléfono.' },
    }),
  },
  // Problems after a service and refunds (PD-39). The matrix's bookings are pending and unpaid:
  // customer A's report is refused by the 48-hour rule's first check (409), customer B does not
  // see the booking (404); the operator's refund is refused as nothing was paid (409), a resolution
  // without its fields is refused (400), and no report exists to read (404).
  'POST /api/customers/bookings/:id/problem': {
    access: 'customer',
    status: 409,
    ownedBy: 'customerA',
    request: async (context) => ({
      headers: context.headers,
      url: `/api/customers/bookings/${await bookingOfCustomerA(context)}/problem`,
      body: { category: 'quality', description: 'Quedó polvo en los muebles.' },
    }),
  },
  'GET /api/operador/problems': {
    access: 'operator',
    status: 200,
    request: ({ headers }) => ({ headers, query: { page: '1' } }),
  },
  'GET /api/operador/problems/:id': {
    access: 'operator',
    status: 404,
    url: `/api/operador/problems/${crypto.randomUUID()}`,
    request: withCaller,
  },
  'POST /api/operador/problems/:id/resolve': {
    access: 'operator',
    status: 400,
    url: `/api/operador/problems/${crypto.randomUUID()}/resolve`,
    request: json({ resolution: 'partial', note: 'Sin monto' }),
  },
  'POST /api/operador/bookings/:id/refund': {
    access: 'operator',
    status: 409,
    request: async (context) => ({
      headers: context.headers,
      url: `/api/operador/bookings/${await bookingOfCustomerA(context)}/refund`,
      body: { refund: 'full', reason: 'Cortesía por el retraso.' },
    }),
  },
  // Payouts and the books (modules/earnings, PD-41): the console's routes, agent A's own
  // balances (no bank account old enough, nothing available: paying now is a 409), nothing to
  // confirm or fail (an unknown payout: 404), and this week's run, which finds nobody to pay.
  'GET /api/operador/payouts': {
    access: 'operator',
    status: 200,
    request: ({ headers }) => ({ headers, query: { page: '1', status: 'paid' } }),
  },
  'GET /api/operador/payouts/bank-file': { access: 'operator', status: 200, request: withCaller },
  'GET /api/operador/payout-runs': { access: 'operator', status: 200, request: withCaller },
  'POST /api/operador/payout-runs': {
    access: 'operator',
    status: 200,
    request: json({ reason: 'El lunes falló la conexión con el banco.' }),
  },
  'GET /api/operador/ledger': { access: 'operator', status: 200, request: withCaller },
  'GET /api/operador/agents/:id/earnings': {
    access: 'operator',
    status: 200,
    request: async (context) => ({
      headers: context.headers,
      url: `/api/operador/agents/${await userIdOf(context, 'agentA')}/earnings`,
    }),
  },
  'POST /api/operador/agents/:id/payouts': {
    access: 'operator',
    status: 409,
    request: async (context) => ({
      headers: context.headers,
      url: `/api/operador/agents/${await userIdOf(context, 'agentA')}/payouts`,
      body: { reason: 'Pago adelantado pedido por la agente.' },
    }),
  },
  'POST /api/operador/payouts/:id/confirm': {
    access: 'operator',
    status: 404,
    url: `/api/operador/payouts/${crypto.randomUUID()}/confirm`,
    request: json({ reason: 'El banco confirmó la transferencia.' }),
  },
  'POST /api/operador/payouts/:id/fail': {
    access: 'operator',
    status: 404,
    url: `/api/operador/payouts/${crypto.randomUUID()}/fail`,
    request: json({ reason: 'El banco devolvió la transferencia.' }),
  },
  // The operators' accounts (PD-38): a new customer account for each call, never the matrix's
  // callers (a suspension ends their sessions).
  'GET /api/operador/accounts': {
    access: 'operator',
    status: 200,
    request: ({ headers }) => ({ headers, query: { role: 'customer', page: '1' } }),
  },
  'GET /api/operador/accounts/:id': {
    access: 'operator',
    status: 200,
    request: async (context) => ({
      headers: context.headers,
      url: `/api/operador/accounts/${await newCustomerAccount(context)}`,
    }),
  },
  'POST /api/operador/accounts/:id/suspend': {
    access: 'operator',
    status: 200,
    request: async (context) => ({
      headers: context.headers,
      url: `/api/operador/accounts/${await newCustomerAccount(context)}/suspend`,
      body: { reason: 'Reclamos repetidos.' },
    }),
  },
  'POST /api/operador/accounts/:id/restore': {
    access: 'operator',
    status: 200,
    request: async (context) => ({
      headers: context.headers,
      url: `/api/operador/accounts/${await newCustomerAccount(context, { suspended: true })}/restore`,
      body: { reason: 'Se aclaró el reclamo.' },
    }),
  },
};

/**
 * A new customer account, signed up through the API and found by the operator; with `suspended`,
 * suspended by the operator. Answers its id.
 */
async function newCustomerAccount(
  { headersOf, inject }: MatrixContext,
  { suspended = false }: { suspended?: boolean } = {},
): Promise<string> {
  const body = signUpBody('customer');
  const signedUp = await inject({ method: 'POST', url: '/api/sign-up', payload: body });
  if (signedUp.statusCode !== 201) throw new Error(`No sign-up: ${signedUp.body}`);
  const found = await inject({
    method: 'GET',
    url: '/api/operador/accounts',
    headers: headersOf('operator'),
    query: { text: String(body.email) },
  });
  const id = found.json<{ accounts: { id: string }[] }>().accounts[0]?.id;
  if (!id) throw new Error(`No account found: ${found.body}`);
  if (suspended) {
    const done = await inject({
      method: 'POST',
      url: `/api/operador/accounts/${id}/suspend`,
      headers: headersOf('operator'),
      payload: { reason: 'Reclamos repetidos.' },
    });
    if (done.statusCode !== 200) throw new Error(`Not suspended: ${done.body}`);
  }
  return id;
}

/** A booking of customer A accepted by agent A, waiting for its payment. */
async function acceptedBookingOfCustomerA(context: MatrixContext): Promise<string> {
  const id = await bookingOfCustomerA(context);
  const response = await context.inject({
    method: 'PATCH',
    url: `/api/customers/bookings/${id}/accept`,
    headers: context.headersOf('agentA'),
    payload: {},
  });
  if (response.statusCode !== 200) throw new Error(`Not accepted: ${response.body}`);
  return id;
}

/** The sandbox widget token of a payment customer A started. */
async function widgetTokenOfCustomerA(context: MatrixContext): Promise<string> {
  const response = await context.inject({
    method: 'POST',
    url: '/api/bookings/payment',
    headers: context.headersOf('customerA'),
    payload: { booking_id: await acceptedBookingOfCustomerA(context) },
  });
  const started: { widget_token?: string } = response.json();
  if (response.statusCode !== 200 || !started.widget_token) {
    throw new Error(`No payment for customer A: ${response.body}`);
  }
  return started.widget_token;
}

/** A new slot of agent A that customer A asked for and agent A rejected, through the API. */
async function rejectedSlotOfAgentA(context: MatrixContext): Promise<string> {
  const slotId = (await slotOfAgentA(context)).split('/').pop() ?? '';
  const booked = await context.inject({
    method: 'POST',
    url: '/api/customers/bookings',
    headers: context.headersOf('customerA'),
    payload: { availability_id: slotId },
  });
  const { id }: { id?: string } = booked.json();
  const rejected = await context.inject({
    method: 'PATCH',
    url: `/api/customers/bookings/${id}/reject`,
    headers: context.headersOf('agentA'),
    payload: {},
  });
  if (rejected.statusCode !== 200) throw new Error(`No rejected slot: ${rejected.body}`);
  return slotId;
}

/** A new pending booking by customer A of a new slot of agent A, made through the API. */
async function bookingOfCustomerA(context: MatrixContext): Promise<string> {
  const slotId = (await slotOfAgentA(context)).split('/').pop();
  const response = await context.inject({
    method: 'POST',
    url: '/api/customers/bookings',
    headers: context.headersOf('customerA'),
    payload: { availability_id: slotId },
  });
  const created: { id?: string } = response.json();
  if (response.statusCode !== 201 || !created.id) {
    throw new Error(`No booking for customer A: ${response.body}`);
  }
  return created.id;
}

/** The id of one of the matrix's callers, read from its session. */
async function userIdOf(context: MatrixContext, caller: CallerName): Promise<string> {
  const response = await context.inject({
    method: 'GET',
    url: '/api/session',
    headers: context.headersOf(caller),
  });
  const id = response.json<{ userId?: string }>().userId;
  if (!id) throw new Error(`No session for ${caller}: ${response.body}`);
  return id;
}
