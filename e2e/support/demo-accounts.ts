import { DEMO_PASSWORD } from '../../apps/api/src/db/seed-data.ts';
import type { TestAccount } from './accounts.ts';

/**
 * The demo accounts `scripts/e2e.ts` seeds before the server starts (README, "Demo accounts").
 * On that server only `e2e/demo-data.spec.ts` signs in as them, one journey after another, and
 * none changes their data: the other journeys make accounts of their own. (The payment journeys
 * pay the demo bookings on servers of their own, `support/sandbox-server.ts`.)
 */
export const demoAgent: TestAccount = {
  name: 'Valentina Rojas Muñoz',
  email: 'agente@brillo.test',
  password: DEMO_PASSWORD,
  role: 'agent',
};

export const demoCustomer: TestAccount = {
  name: 'Matías González Soto',
  email: 'cliente@brillo.test',
  password: DEMO_PASSWORD,
  role: 'customer',
};
