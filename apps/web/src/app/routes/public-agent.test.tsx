import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { generatePath } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OfferedSlot } from '@brillo/domain/contracts/discovery';
import type { PublicAgent, PublicReview } from '@brillo/domain/contracts/public-agent';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { favouritesTexts } from '@brillo/domain/texts/favourites.es-CL';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { publicAgentTexts } from '@brillo/domain/texts/public-agent.es-CL';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { addCalendarDays, formatDayHeading, todayIn } from '@brillo/domain/zoned-time';
import { paths } from '@/config/paths';
import { withReturnPath } from '@/lib/return-path';
import { answerPublicConfig, apiError, sessionAnswer } from '../../../test/api-answers';
import { renderWithProviders } from '../../../test/render';
import { answerPost, server } from '../../../test/server';
import { PublicAgentRoute } from './public-agent';

const texts = publicAgentTexts;
const AGENT_ID = '0b8a3c1e-5d2f-4a6b-9c7d-1e2f3a4b5c6d';
const ZONE = 'America/Santiago';
/** Days ahead of today, as the profile offers them (a past day is never chosen). */
const DAY_ONE = addCalendarDays(todayIn(ZONE), 1);
const DAY_THREE = addCalendarDays(todayIn(ZONE), 3);
/** A slot of 9:00 to 13:00 on DAY_THREE (Santiago in summer, UTC−3). */
const SLOT: OfferedSlot = {
  id: 'slot-1',
  status: 'available',
  bookingStatus: null,
  startTime: `${DAY_THREE}T12:00:00.000Z`,
  endTime: `${DAY_THREE}T16:00:00.000Z`,
  hours: 4,
};

const agent: PublicAgent = {
  id: AGENT_ID,
  name: 'Valentina Rojas',
  avatarUrl: null,
  verified: true,
  bio: 'Trabajo con productos ecológicos.',
  hourlyRate: 9500,
  services: ['limpieza', 'planchado'],
  comuna: 'Ñuñoa',
  comunas: ['Ñuñoa', 'Providencia'],
  rating: { average: 4.3, count: 12, stars: { 1: 1, 2: 0, 3: 1, 4: 3, 5: 7 } },
  availableDays: [DAY_ONE, DAY_THREE],
  nextSlotStart: `${DAY_ONE}T12:00:00.000Z`,
};

function review(index: number, extra: Partial<PublicReview> = {}): PublicReview {
  return {
    id: `r${index}`,
    stars: 5,
    comment: `Opinión ${index}`,
    firstName: 'Camila',
    month: '2026-11',
    ...extra,
  };
}

/** The API's answers: the agent, and its reviews in two pages (10, then 2). */
function answerAgent(answer: PublicAgent = agent) {
  const pagesAsked: string[] = [];
  server.use(
    answerPublicConfig(),
    http.get(`/api/public/agents/${AGENT_ID}`, () => HttpResponse.json(answer)),
    http.get('/api/customers/slots/availability', ({ request }) => {
      const day = new URL(request.url).searchParams.get('day') ?? '';
      return HttpResponse.json({
        agent: { id: AGENT_ID, name: agent.name, hourlyRate: agent.hourlyRate },
        day,
        slots: day === DAY_THREE ? [SLOT] : [],
      });
    }),
    http.get('/api/customers/favourites', () => HttpResponse.json({ agents: [] })),
    http.get(`/api/public/agents/${AGENT_ID}/reviews`, ({ request }) => {
      const page = new URL(request.url).searchParams.get('page') ?? '1';
      pagesAsked.push(page);
      if (page === '1') {
        return HttpResponse.json({
          reviews: [
            review(0, { comment: '<script>alert(1)</script> <b>Impecable</b>', stars: 4 }),
            ...Array.from({ length: 9 }, (_, index) => review(index + 1)),
          ],
          page: 1,
          limit: 10,
          hasMore: true,
        });
      }
      return HttpResponse.json({
        reviews: [review(10, { month: '2026-10', firstName: 'Pedro' }), review(11)],
        page: 2,
        limit: 10,
        hasMore: false,
      });
    }),
  );
  return pagesAsked;
}

function renderProfile(session?: ReturnType<typeof sessionAnswer>, query = '') {
  return renderWithProviders(<p>otra página</p>, {
    route: `${generatePath(paths.publicAgentProfile, { id: AGENT_ID })}${query}`,
    pages: {
      [paths.publicAgentProfile]: <PublicAgentRoute />,
      [paths.customerDashboard]: <h1>Dashboard del cliente</h1>,
    },
    session,
  });
}

describe('/agentes/:id', () => {
  it('shows a signed-out visitor the agent, the breakdown, the reviews and the way to sign in', async () => {
    answerAgent();
    const { user, container } = renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: agent.name })).toBeVisible();
    expect(screen.getByText(verificationTexts.badge)).toBeVisible();
    expect(screen.getByText(texts.comuna('Ñuñoa'))).toBeVisible();
    const area = screen.getByRole('region', { name: texts.areaTitle });
    expect(
      within(area)
        .getAllByRole('listitem')
        .map((comuna) => comuna.textContent),
    ).toEqual(['Ñuñoa', 'Providencia']);
    const breakdown = screen.getByRole('list', { name: texts.breakdownLabel });
    expect(
      within(breakdown)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      texts.starLine(5, 7),
      texts.starLine(4, 3),
      texts.starLine(3, 1),
      texts.starLine(2, 0),
      texts.starLine(1, 1),
    ]);

    // The comment is text: its markup shows as typed and nothing of it runs or renders.
    expect(
      await screen.findByText('<script>alert(1)</script> <b>Impecable</b>'),
    ).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
    expect(screen.getAllByText(texts.reviewBy('Camila', 'noviembre de 2026'))).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: texts.more }));
    expect(await screen.findByText(texts.reviewBy('Pedro', 'octubre de 2026'))).toBeVisible();
    expect(screen.getByText('Opinión 11')).toBeVisible();
    expect(screen.queryByRole('button', { name: texts.more })).toBeNull();

    // Before a slot is chosen, the way to sign in or sign up leads back to this page.
    const profilePath = generatePath(paths.publicAgentProfile, { id: AGENT_ID });
    let prompt = screen.getByRole('navigation', { name: texts.signInActions });
    expect(within(prompt).getByRole('link', { name: texts.signIn })).toHaveAttribute(
      'href',
      withReturnPath(paths.signIn, profilePath),
    );

    // A visitor chooses a day and a slot like a customer; booking it asks for an account,
    // and signing in or up comes back to this slot.
    const heading = formatDayHeading(DAY_THREE, ZONE);
    await user.click(screen.getByRole('button', { name: texts.dayLink(heading) }));
    const slots = await screen.findByRole('region', { name: texts.slotsTitle(heading) });
    const slot = await within(slots).findByRole('button', { name: /4 horas$/ });
    expect(slot).toHaveAttribute('aria-pressed', 'false');
    await user.click(slot);
    expect(slot).toHaveAttribute('aria-pressed', 'true');
    const signIn = await screen.findByRole('region', { name: texts.slotSignInTitle });
    const back = `${profilePath}?day=${DAY_THREE}&slot=${SLOT.id}`;
    prompt = within(signIn).getByRole('navigation', { name: texts.signInActions });
    expect(within(prompt).getByRole('link', { name: texts.signIn })).toHaveAttribute(
      'href',
      withReturnPath(paths.signIn, back),
    );
    expect(within(prompt).getByRole('link', { name: texts.signUp })).toHaveAttribute(
      'href',
      withReturnPath(paths.customerSignup, back),
    );
    expect(screen.queryByRole('button', { name: discoveryTexts.confirm.submit })).toBeNull();
    expect(
      screen.queryByRole('button', { name: favouritesTexts.toggle.saveLabel(agent.name) }),
    ).toBeNull();
  });

  it('books the slot a customer comes back to, and saves the agent in Mis agentes', async () => {
    answerAgent();
    const sent = answerPost('/api/customers/bookings', () =>
      apiError(409, { code: 'CONFLICT', message: 'Ese horario ya fue reservado.' }),
    );
    const saved: string[] = [];
    server.use(
      http.put('/api/customers/favourites/:agentId', ({ params }) => {
        saved.push(String(params.agentId));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderProfile(
      sessionAnswer({ rol: 'customer' }),
      `?day=${DAY_THREE}&slot=${SLOT.id}`,
    );
    // Back from signing in: the slot is chosen and its confirmation ready.
    const confirm = await screen.findByRole('region', { name: discoveryTexts.confirm.title });
    expect(within(confirm).getByText('$38.000')).toBeInTheDocument();
    expect(screen.queryByText(texts.signInTitle)).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: discoveryTexts.confirm.submit }));
    expect(sent).toEqual([
      {
        availability_id: SLOT.id,
        agent_id: AGENT_ID,
        booking_start_time: SLOT.startTime,
        booking_end_time: SLOT.endTime,
      },
    ]);
    // Taken meanwhile: the server's message, and back to the slots.
    expect(await screen.findByText('Ese horario ya fue reservado.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: discoveryTexts.confirm.title })).toBeNull(),
    );

    await user.click(
      screen.getByRole('button', { name: favouritesTexts.toggle.saveLabel(agent.name) }),
    );
    await waitFor(() => expect(saved).toEqual([AGENT_ID]));
  });

  it('leads to the first day with a slot when the next 14 days have none', async () => {
    const later = addCalendarDays(todayIn(ZONE), 40);
    answerAgent({ ...agent, availableDays: [], nextSlotStart: `${later}T12:00:00.000Z` });
    const { user } = renderProfile(sessionAnswer({ rol: 'customer' }));
    const heading = formatDayHeading(later, ZONE);
    expect(await screen.findByText(texts.nextLater(heading))).toBeVisible();
    await user.click(screen.getByRole('button', { name: texts.dayLink(heading) }));
    expect(await screen.findByRole('region', { name: texts.slotsTitle(heading) })).toBeVisible();
    expect(await screen.findByText(texts.noSlots)).toBeVisible();
  });

  it('shows an agent the days without a way to book or save', async () => {
    answerAgent();
    renderProfile(sessionAnswer({ rol: 'agent' }));
    expect(await screen.findByText(texts.agentCallerNote)).toBeVisible();
    expect(screen.getByText(formatDayHeading(DAY_ONE, ZONE))).toBeVisible();
    expect(
      screen.queryByRole('button', { name: texts.dayLink(formatDayHeading(DAY_ONE, ZONE)) }),
    ).toBeNull();
    expect(
      screen.queryByRole('button', { name: favouritesTexts.toggle.saveLabel(agent.name) }),
    ).toBeNull();
  });

  it('says so when the agent has no ratings nor days', async () => {
    answerAgent({
      ...agent,
      verified: false,
      rating: { average: null, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
      availableDays: [],
    });
    renderProfile();
    expect(await screen.findByText(texts.noReviews)).toBeVisible();
    expect(screen.getByText(texts.noDays)).toBeVisible();
    expect(screen.queryByText(verificationTexts.badge)).toBeNull();
    expect(screen.queryByRole('list', { name: texts.breakdownLabel })).toBeNull();
  });

  it('is the not-found page for an agent the API does not know', async () => {
    server.use(
      answerPublicConfig(),
      http.get(`/api/public/agents/${AGENT_ID}`, () =>
        apiError(404, { code: 'NOT_FOUND', message: texts.api.agentNotFound }),
      ),
    );
    renderProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: commonTexts.notFound.title }),
    ).toBeVisible();
  });
});
