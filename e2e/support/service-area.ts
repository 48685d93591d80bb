import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Sign-up's agents live in Providencia and its customers in Ñuñoa (`sign-up-bodies.ts`), and a
 * customer's lists show the agents who work in the customer's comuna (decision 43): a journey
 * whose customer looks for its own agent makes that agent work in both comunas.
 */
export async function worksWhereCustomersLive(agentApi: APIRequestContext) {
  const response = await agentApi.put('/api/agents/service-comunas', {
    data: { comunas: ['Ñuñoa', 'Providencia'] },
  });
  expect(response.status(), await response.text()).toBe(200);
}
