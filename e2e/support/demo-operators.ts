import { DEMO_PASSWORD } from '../../apps/api/src/db/seed-data.ts';

/**
 * A second operator of the journeys' demo data, with no authenticator yet (seed-demo.ts), for
 * the journey of an operator's first sign-in; the journeys that need an operator sign in as the
 * demo operator (support/operator.ts).
 */
export const newOperator = {
  name: 'Tomás Ibáñez Rojas',
  email: 'operador.nuevo@brillo.test',
  password: DEMO_PASSWORD,
} as const;
