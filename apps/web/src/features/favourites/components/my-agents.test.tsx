import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FavouriteAgent } from '@brillo/domain/contracts/favourites';
import { favouritesTexts } from '@brillo/domain/texts/favourites.es-CL';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { MyAgents } from './my-agents';

const texts = favouritesTexts;

const valentina: FavouriteAgent = {
  id: '0b8a3c1e-5d2f-4a6b-9c7d-1e2f3a4b5c6d',
  name: 'Valentina Rojas',
  avatarUrl: null,
  verified: true,
  hourlyRate: 9500,
  rating: { average: 4.5, count: 2 },
  // Wednesday 25 November 2026, 09:00 in Santiago.
  nextSlotStart: '2026-11-25T12:00:00.000Z',
};
const idle: FavouriteAgent = {
  ...valentina,
  id: '1c9b4d2f-6e3a-4b7c-8d9e-2f3a4b5c6d7e',
  name: 'Joaquín Fuentes',
  verified: false,
  rating: { average: null, count: 0 },
  nextSlotStart: null,
};

/** A text as Testing Library compares it: ICU's narrow and thin spaces read as plain spaces. */
const asRead = (text: string) => text.replace(/\s+/g, ' ');

function answerFavourites(initial: FavouriteAgent[]) {
  let agents = initial;
  server.use(
    http.get('/api/customers/favourites', () => HttpResponse.json({ agents })),
    http.delete('/api/customers/favourites/:agentId', ({ params }) => {
      agents = agents.filter((agent) => agent.id !== params.agentId);
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

describe('MyAgents', () => {
  it('lists each favourite with its next availability and a way to book it', async () => {
    answerFavourites([valentina, idle]);
    renderWithProviders(<MyAgents timeZone="America/Santiago" />);
    const list = await screen.findByRole('list', { name: texts.page.listLabel });
    const first = within(list).getByRole('article', { name: valentina.name });
    expect(asRead(within(first).getByTestId('next-availability').textContent ?? '')).toBe(
      'miércoles, 25 de noviembre, 9:00 a. m.',
    );
    expect(within(first).getByText(texts.page.perHour('$9.500'))).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: texts.page.bookLabel(valentina.name) }),
    ).toHaveAttribute('href', `/agentes/${valentina.id}?day=2026-11-25`);

    const second = within(list).getByRole('article', { name: idle.name });
    expect(within(second).getByText(texts.page.noAvailability)).toBeInTheDocument();
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
  });

  it('removes a favourite from the list with its toggle', async () => {
    answerFavourites([valentina]);
    const { user } = renderWithProviders(<MyAgents timeZone="America/Santiago" />);
    const remove = await screen.findByRole('button', {
      name: texts.toggle.removeLabel(valentina.name),
    });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await user.click(remove);
    expect(await screen.findByText(texts.page.empty)).toBeInTheDocument();
  });

  it('says how to add agents when there are none', async () => {
    answerFavourites([]);
    renderWithProviders(<MyAgents timeZone="America/Santiago" />);
    expect(await screen.findByText(texts.page.empty)).toBeInTheDocument();
  });
});
