import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { signedInAccount } from '../auth.ts';

/** The five callers every route is tried with. */
export const callerNames = ['anonymous', 'customerA', 'customerB', 'agentA', 'agentB'] as const;
export type CallerName = (typeof callerNames)[number];

export type SignedInCaller = Awaited<ReturnType<typeof signedInAccount>>;
export type Callers = Record<Exclude<CallerName, 'anonymous'>, SignedInCaller>;

/** Two customers and two agents, confirmed and signed in (bearer tokens and cookies). */
export async function createCallers(app: FastifyInstance, db: Database): Promise<Callers> {
  const [customerA, customerB, agentA, agentB] = await Promise.all([
    signedInAccount(app, db, 'customer'),
    signedInAccount(app, db, 'customer'),
    signedInAccount(app, db, 'agent'),
    signedInAccount(app, db, 'agent'),
  ]);
  return { customerA, customerB, agentA, agentB };
}

/** The headers that authenticate `name` (none for the anonymous caller). */
export function headersOf(callers: Callers, name: CallerName): Record<string, string> {
  if (name === 'anonymous') return {};
  return { authorization: `Bearer ${callers[name].token}` };
}
