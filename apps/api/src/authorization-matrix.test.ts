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
  type CallerName,
} from '../test/harness/callers.ts';

function roleOf(caller: CallerName): 'customer' | 'agent' | null {
  if (caller === 'anonymous') return null;
  return caller.startsWith('customer') ? 'customer' : 'agent';
}

/** The status `caller` must get from a route declared with `row`. */
export function expectedStatus(row: MatrixRow, caller: CallerName): number {
  const access: RouteAccess = row.access;
  const role = roleOf(caller);
  if (access !== 'public' && role === null) return 401;
  if ((access === 'agent' || access === 'customer') && role !== access) return 403;
  if (row.ownedBy && row.ownedBy !== caller) return 404;
  return row.status;
}

describe('the authorization matrix', async () => {
  const { app, routes, callers } = await createHarnessApp();

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
