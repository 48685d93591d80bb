import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AgentRatings } from '@brillo/domain/contracts/ratings';
import { ratingsTexts } from '@brillo/domain/texts/ratings.es-CL';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { ReceivedRatings } from './received-ratings';

const texts = ratingsTexts.received;

function answer(body: AgentRatings) {
  server.use(http.get('/api/v1/agents/ratings', () => HttpResponse.json(body)));
}

describe('ReceivedRatings', () => {
  it('shows the average in whole stars and each rating with its comment and first name', async () => {
    answer({
      average: 4.5,
      count: 3,
      stars: 5,
      limit: 50,
      ratings: [
        {
          id: 'r1',
          bookingId: 'b1',
          rating: 5,
          comment: '<b>Impecable</b>',
          customerFirstName: 'Matías',
          createdAt: '2026-11-20T21:00:00.000Z',
        },
        {
          id: 'r2',
          bookingId: 'b2',
          rating: 4,
          comment: '',
          customerFirstName: 'Ana',
          createdAt: '2026-11-10T21:00:00.000Z',
        },
      ],
    });
    renderWithProviders(<ReceivedRatings timeZone="America/Santiago" />);
    const list = await screen.findByRole('list', { name: texts.title });
    const [newest, older, ...rest] = within(list).getAllByRole('listitem');
    if (!newest || !older) throw new Error('two ratings expected');
    expect(rest).toEqual([]);
    // The server's whole stars for the average (decision 29), and the newest rating's five.
    expect(screen.getAllByRole('img', { name: ratingsTexts.stars(5) })).toHaveLength(2);
    expect(within(newest).getByText('<b>Impecable</b>')).toBeInTheDocument();
    expect(within(newest).getByText(texts.by('Matías', '20 de noviembre de 2026'))).toBeVisible();
    expect(within(older).getByText(texts.noComment)).toBeInTheDocument();
    expect(screen.getByText(texts.more(2, 3))).toBeInTheDocument();
  });

  it('says when there are no ratings yet', async () => {
    answer({ average: null, count: 0, stars: null, limit: 50, ratings: [] });
    renderWithProviders(<ReceivedRatings timeZone="America/Santiago" />);
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
