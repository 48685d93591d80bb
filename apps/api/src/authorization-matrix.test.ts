import { describe, expect, it } from 'vitest';
import { signInForToken } from '../test/auth.ts';
import {
  authorizationMatrix,
  type MatrixRow,
  type RouteAccess,
} from '../test/authorization-matrix.ts';
import {
  callerNames,
  createHarnessApp,
  headersOf,
  signedInOperator,
  type CallerName,
} from '../test/harness/callers.ts';

function roleOf(caller: CallerName): 'customer' | 'agent' | 'operator' | null {
  if (caller === 'anonymous') return null;
  if (caller === 'operator') return 'operator';
  return caller.startsWith('customer') ? 'customer' : 'agent';
}

/** The status `caller` must get from a route declared with `row`. */
export function expectedStatus(row: MatrixRow, caller: CallerName): number {
  const access: RouteAccess = row.access;
  const role = roleOf(caller);
  // The operators' routes do not exist for anyone else (PD-36); a sign-in's code step is open to
  // whoever is signed out.
  if (access === 'operator') return role === 'operator' ? row.status : 404;
  if (access === 'operator-or-signed-out') {
    if (role === null) return row.anonymousStatus ?? row.status;
    return role === 'operator' ? row.status : 404;
  }
  if (access !== 'public' && role === null) return 401;
  if ((access === 'agent' || access === 'customer') && role !== access) return 403;
  if (row.ownedBy && row.ownedBy !== caller) return 404;
  return row.status;
}

describe('the authorization matrix', async () => {
  const { app, database, routes, callers } = await createHarnessApp();

  it('lists every route of the API, and only those', () => {
    const registered = routes.map((route) => route.key).sort();
    expect(registered.filter((key) => !(key in authorizationMatrix))).toEqual([]);
    expect(Object.keys(authorizationMatrix).filter((key) => !registered.includes(key))).toEqual([]);
  });

  const cases = Object.entries(authorizationMatrix).flatMap(([key, row]) =>
    callerNames.map((caller) => [key, caller, expectedStatus(row, caller), row] as const),
  );

  it.each(cases)('%s answers %s with %i', async (key, caller, status, row) => {
    const [method = '', url = ''] = key.split(' ');
    const headers = headersOf(callers, caller);
    const extra = await row.request?.({
      caller,
      headers,
      headersOf: (name) => headersOf(callers, name),
      inject: (options) => app.inject(options),
      async freshHeaders(): Promise<Record<string, string>> {
        if (caller === 'anonymous') return {};
        // An operator's sign-out ends every session of the account (PD-36): another operator's.
        if (caller === 'operator') {
          return { authorization: `Bearer ${(await signedInOperator(database.db)).token}` };
        }
        const signedIn = await signInForToken(app, callers[caller].user.email);
        return { authorization: `Bearer ${signedIn.json().token}` };
      },
    });
    const response = await app.inject({
      method: method as 'GET',
      url: row.url ?? url,
      ...extra,
    });
    if (status === 204) expect(response.body).toBe('');
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) expect(response.json().error.code).toEqual(expect.any(String));
  });
});
