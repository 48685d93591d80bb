import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { createUser } from '../../src/db/factories.ts';
import { createTestApp } from '../app.ts';
import { signedInAccount } from '../auth.ts';
import { sessionOf } from '../sessions.ts';
import { routeTable } from './route-table.ts';

/** The six callers every route is tried with. */
export const callerNames = [
  'anonymous',
  'customerA',
  'customerB',
  'agentA',
  'agentB',
  'operator',
] as const;
export type CallerName = (typeof callerNames)[number];

export type SignedInCaller = Awaited<ReturnType<typeof signedInAccount>>;
export type Callers = Record<Exclude<CallerName, 'anonymous'>, SignedInCaller>;

/**
 * An operator whose authenticator is set up, signed in as if the code had been given: a session
 * written to the database (a sign-in through the API needs the authenticator's code, which the
 * operators' own tests give).
 */
export async function signedInOperator(db: Database): Promise<SignedInCaller> {
  const user = await createUser(db, 'operator', { twoFactorEnabled: true });
  const token = await sessionOf(db, user.id);
  return { user, cookie: '', token };
}

/**
 * Two customers and two agents, confirmed and signed in (bearer tokens and cookies), with their
 * profiles, so agents can own slots and customers can book them; and an operator (bearer token).
 */
export async function createCallers(app: FastifyInstance, db: Database): Promise<Callers> {
  const [customerA, customerB, agentA, agentB, operator] = await Promise.all([
    signedInAccount(app, db, 'customer', { withProfile: true }),
    signedInAccount(app, db, 'customer', { withProfile: true }),
    signedInAccount(app, db, 'agent', { withProfile: true }),
    signedInAccount(app, db, 'agent', { withProfile: true }),
    signedInOperator(db),
  ]);
  return { customerA, customerB, agentA, agentB, operator };
}

/** The headers that authenticate `name` (none for the anonymous caller). */
export function headersOf(callers: Callers, name: CallerName): Record<string, string> {
  if (name === 'anonymous') return {};
  return { authorization: `Bearer ${callers[name].token}` };
}

/**
 * The app as the harnesses test it: every route registered (the development mailbox too), no rate
 * limits, its route table collected, and the four signed-in callers.
 */
export async function createHarnessApp() {
  const table = routeTable();
  const { app, database } = await createTestApp({
    settings: { DEV_MAILBOX: 'true', RATE_LIMITS: 'false' },
    onRoute: table.onRoute,
  });
  await app.ready();
  return { app, database, routes: table.routes, callers: await createCallers(app, database.db) };
}
