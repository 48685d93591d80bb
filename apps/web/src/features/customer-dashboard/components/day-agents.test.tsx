import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AvailableAgent } from '@brillo/domain/contracts/discovery';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { publicAgentTexts } from '@brillo/domain/texts/public-agent.es-CL';
import { paths } from '@/config/paths';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { DayAgents } from './day-agents';

const agent: AvailableAgent = {
  id: '0b8a3c1e-5d2f-4a6b-9c7d-1e2f3a4b5c6d',
  name: 'Valentina Rojas',
  avatarUrl: null,
  verified: true,
  bio: 'Ordenada.',
  rating: { average: 4.5, count: 2 },
  hourlyRate: 9500,
  services: ['limpieza'],
  firstSlotStart: '2026-11-24T12:00:00.000Z',
};

describe('DayAgents', () => {
  it("links each agent's card to the agent's public profile (PD-45)", async () => {
    // The cards are a customer's: they may also read which agents the customer keeps.
    server.use(http.get('/api/customers/favourites', () => HttpResponse.json({ agents: [] })));
    const { user } = renderWithProviders(
      <DayAgents agents={[agent]} chosenAgentId={null} onChoose={() => undefined} />,
      { pages: { [paths.publicAgentProfile]: <h1>Perfil público</h1> } },
    );
    const card = screen.getByRole('article', { name: agent.name });
    // The card's own button keeps its name: the slots are still chosen from it.
    expect(
      within(card).getByRole('button', { name: discoveryTexts.agents.choose(agent.name) }),
    ).toBeVisible();
    const link = within(card).getByRole('link', {
      name: publicAgentTexts.seeProfileOf(agent.name),
    });
    expect(link).toHaveAttribute('href', `/agentes/${agent.id}`);
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Perfil público' })).toBeVisible();
  });
});
