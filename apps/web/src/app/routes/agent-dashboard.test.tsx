import { earningsTexts } from '@brillo/domain/texts/earnings.es-CL';
import { formatClp } from '@brillo/domain/format-booking';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { apiError, sessionAnswer } from '../../../test/api-answers';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { FRAME_DATA_ID } from '@brillo/domain/frame-data';
import { forgetFrameData } from '@/lib/frame-data';
import { AgentDashboardRoute } from './agent-dashboard';

/** An answer of `GET /api/v1/agents/ratings`: the summary the database computed. */
/** The ratings answer; `stars` is what the server rounds the exact mean to. */
const ratingsOf = (
  average: number | null,
  count: number,
  stars = average === null ? null : Math.round(average),
) => HttpResponse.json({ ratings: [], average, count, stars, limit: 50 });

const texts = dashboardTexts;
const config = {
  homeUrl: 'https://brillo.cl',
  city: 'Santiago, Chile',
  contactEmail: 'contacto@brillo.cl',
  contactPhone: '+56 2 2345 6789',
  timeZone: 'America/Santiago',
};
const empty = () => HttpResponse.json({ bookings: [], total: 0, limit: 50 });

function answerEverything() {
  server.use(
    http.get('/api/public-config', () => HttpResponse.json(config)),
    http.get('/api/v1/agents/ratings', () => ratingsOf(null, 0)),
    http.get('/api/agents/bio', () => HttpResponse.json({ bio: '' })),
    http.get('/api/agents/avatar', () => HttpResponse.json({ avatarUrl: null })),
    http.get('/api/v1/agents/active-bookings', empty),
    http.get('/api/agents/bookings', empty),
    http.get('/api/v1/agents/closed-bookings', empty),
    http.get('/api/agents/earnings', () =>
      HttpResponse.json({
        balances: {
          available: 0,
          held: 0,
          heldForRecentService: 0,
          heldForOpenProblem: 0,
          inTransit: 0,
          paid: 0,
        },
        minimumPayout: 10_000,
        nextPayoutAt: '2026-11-30T12:00:00.000Z',
        bankAccount: 'missing',
        bookings: [],
        payouts: [],
      }),
    ),
    http.get('/api/v1/agents/docs', () =>
      HttpResponse.json({
        docs: { upload_id: false, upload_certificate: false },
        review: { id: null, certificate: null },
        verified: false,
      }),
    ),
    http.get('/api/agents/profile', () =>
      HttpResponse.json({
        email: 'agente@brillo.test',
        phone: '+56981234567',
        address: 'Av. Providencia 1234, Providencia, Santiago',
        comuna: 'Providencia',
        city: 'Santiago',
        nationality: 'Chilean',
        serviceComunas: ['Providencia'],
        joinedAt: '2026-11-01T09:30:00.000Z',
        lastSignInAt: '2026-11-23T12:00:00.000Z',
      }),
    ),
  );
}

const session = sessionAnswer({ rol: 'agent', name: 'Valentina Rojas Muñoz' });

describe('AgentDashboardRoute', () => {
  it('shows every part top to bottom, with the spec’s title and the join date', async () => {
    answerEverything();
    renderWithProviders(<AgentDashboardRoute />, { route: '/agent-dashboard', session });
    expect(screen.getByRole('heading', { level: 1, name: texts.agentTitle })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Hola, Valentina Rojas Muñoz' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Te uniste a Brillo el 1 de noviembre de 2026'),
    ).toBeInTheDocument();
    expect(screen.getByText(agentFilesTexts.avatar.editHint)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: agentFilesTexts.avatar.editLabel }),
    ).toBeInTheDocument();
    expect(await screen.findByText(texts.rating.none)).toBeInTheDocument();
    expect(await screen.findByText(texts.bio.empty)).toBeInTheDocument();
    expect(await screen.findByText(texts.active.empty)).toBeInTheDocument();
    expect(await screen.findByText(texts.bookings.pendingEmpty)).toBeInTheDocument();
    expect(await screen.findByText(agentFilesTexts.docs.missingWarning)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: texts.referral.title })).toBeInTheDocument();

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Hola, Valentina Rojas Muñoz',
      texts.active.title,
      texts.bookings.title,
      texts.profile.title,
      texts.actions.title,
    ]);
  });

  it('shows the header a filled frame painted in its first render: the join date and biography', () => {
    answerEverything();
    forgetFrameData();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FRAME_DATA_ID;
    block.textContent = JSON.stringify({
      email: session.user.email,
      bio: 'Puntual.',
      joinedOn: '1 de noviembre de 2026',
    });
    document.body.append(block);
    renderWithProviders(<AgentDashboardRoute />, { route: '/agent-dashboard', session });
    // Synchronously: nothing in the header waits for a read, so nothing in it moves.
    expect(screen.getByText('Te uniste a Brillo el 1 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('“Puntual.”')).toBeInTheDocument();
    expect(screen.queryByText(texts.bio.loading)).not.toBeInTheDocument();
  });

  it('reads each bookings list once, though the panel and the buttons mount one after another', async () => {
    answerEverything();
    const listsRead: string[] = [];
    server.use(
      http.get('/api/agents/bookings', ({ request }) => {
        listsRead.push(new URL(request.url).search);
        return empty();
      }),
    );
    const { queryClient } = renderWithProviders(<AgentDashboardRoute />, {
      route: '/agent-dashboard',
      session,
    });
    expect(await screen.findByText(texts.bookings.pendingEmpty)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: texts.actions.title })).toBeInTheDocument();
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // The panel's pending and paid lists, which the buttons count too, and the rejected ones.
    expect([...listsRead].sort()).toEqual([
      '?status=accepted_payment_success',
      '?status=pending',
      '?status=rejected&status=accepted_customer_cancelation',
    ]);
  });

  it('keeps every other part when one read fails', async () => {
    answerEverything();
    server.use(
      http.get('/api/v1/agents/active-bookings', () =>
        apiError(503, { code: 'UNAVAILABLE', message: 'No disponible' }),
      ),
    );
    const { queryClient } = renderWithProviders(<AgentDashboardRoute />, {
      route: '/agent-dashboard',
      session,
    });
    expect(await screen.findByText(texts.active.loadFailed)).toBeInTheDocument();
    expect(await screen.findByText(texts.bookings.pendingEmpty)).toBeInTheDocument();
    // Read the profile's region anew each time: the page may mount its panels again as it settles.
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: texts.profile.title })).getByText(
          'agente@brillo.test',
        ),
      ).toBeInTheDocument(),
    );
    expect(await screen.findByText(texts.rating.none)).toBeInTheDocument();
    expect(
      await screen.findByText(earningsTexts.dashboard.available(formatClp(0))),
    ).toBeInTheDocument();
    // The failed read is logged each time it is tried: once, and again when a panel that shows it
    // mounts anew as the page settles (a query in error is read again by a new observer). Wait
    // until nothing is being read, check every logged line is that read's, then clear them.
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const lines = vi.mocked(console.error).mock.calls.map(([line]) => line);
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines)).toEqual(new Set(['Failed to fetch agent active bookings:']));
    vi.mocked(console.error).mockClear();
  });
});
