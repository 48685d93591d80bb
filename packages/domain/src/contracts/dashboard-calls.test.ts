import { describe, expect, it } from 'vitest';
import * as agentBookings from './agent-bookings.ts';
import * as agentFiles from './agent-files.ts';
import * as agentProfile from './agent-profile.ts';
import * as customerBookings from './customer-bookings.ts';
import * as dashboardCalls from './dashboard-calls.ts';
import * as discovery from './discovery.ts';
import * as earnings from './earnings.ts';
import { loadSchemasOf, type Endpoint } from './endpoint.ts';
import * as favourites from './favourites.ts';
import * as publicAgent from './public-agent.ts';
import * as ratings from './ratings.ts';

/** Every definition the contracts export, by name: what a twin must load. */
const definitions: Record<string, unknown> = {
  ...agentBookings,
  ...agentFiles,
  ...agentProfile,
  ...customerBookings,
  ...discovery,
  ...earnings,
  ...favourites,
  ...publicAgent,
  ...ratings,
};

describe('the dashboards’ light twins', () => {
  const twins = Object.entries(dashboardCalls);

  it('are all light: none carries a schema of its own', () => {
    expect(twins.length).toBeGreaterThan(0);
    for (const [, twin] of twins) {
      expect(Object.keys(twin).sort()).toEqual(['loadSchemas', 'method', 'path']);
    }
  });

  it.each(twins)(
    '%s loads the definition of the same name, with the same method and path',
    async (name, twin) => {
      const definition = definitions[name] as Endpoint | undefined;
      expect(definition).toBeDefined();
      const loaded = await loadSchemasOf(twin);
      expect(loaded).toBe(definition);
      expect({ method: twin.method, path: twin.path }).toEqual({
        method: definition?.method,
        path: definition?.path,
      });
    },
  );
});
