import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { createTestApp } from '../app.ts';
import { signedInAccount } from '../auth.ts';
import { routeTable } from './route-table.ts';

/** The five callers every route is tried with. */
export const callerNames = ['anonymous', 'customerA', 'customerB', 'agentA', 'agentB'] as const;
export type CallerName = (typeof callerNames)[number];

export type SignedInCaller = Awaited<ReturnType<typeof signedInAccount>>;
export type Callers = Record<Exclude<CallerName, 'anonymous'>, SignedInCaller>;

/**
 * Two customers and two agents, confirmed and signed in (bearer tokens and cookies), with their
 * profiles, so agents can own slots and customers can book them.
 */
export async function createCallers(app: FastifyInstance, db: Database): Promise<Callers> {
  const [customerA, customerB, agentA, agentB] = await Promise.all([
    signedInAccount(app, db, 'customer', { withProfile: true }),
    signedInAccount(app, db, 'customer', { withProfile: true }),
    signedInAccount(app, db, 'agent', { withProfile: true }),
    signedInAccount(app, db, 'agent', { withProfile: true }),
  ]);
  return { customerA, customerB, agentA, agentB };
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
