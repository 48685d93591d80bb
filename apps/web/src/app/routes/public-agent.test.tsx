import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { generatePath } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicAgent, PublicReview } from '@brillo/domain/contracts/public-agent';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { publicAgentTexts } from '@brillo/domain/texts/public-agent.es-CL';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { formatDayHeading } from '@brillo/domain/zoned-time';
import { paths } from '@/config/paths';
import { answerPublicConfig, apiError, sessionAnswer } from '../../../test/api-answers';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { PublicAgentRoute } from './public-agent';

const texts = publicAgentTexts;
const AGENT_ID = '0b8a3c1e-5d2f-4a6b-9c7d-1e2f3a4b5c6d';

const agent: PublicAgent = {
  id: AGENT_ID,
  name: 'Valentina Rojas',
  avatarUrl: null,
  verified: true,
  bio: 'Trabajo con productos ecológicos.',
  hourlyRate: 9500,
  services: ['limpieza', 'planchado'],
  comuna: 'Ñuñoa',
  rating: { average: 4.3, count: 12, stars: { 1: 1, 2: 0, 3: 1, 4: 3, 5: 7 } },
  availableDays: ['2026-11-24', '2026-11-26'],
  nextSlotStart: '2026-11-24T12:00:00Z',
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

function renderProfile(session?: ReturnType<typeof sessionAnswer>) {
  return renderWithProviders(<p>otra página</p>, {
    route: generatePath(paths.publicAgentProfile, { id: AGENT_ID }),
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

    // The days show, but booking them needs an account.
    expect(screen.getByText(formatDayHeading('2026-11-24', 'America/Santiago'))).toBeVisible();
    expect(
      screen.queryByRole('link', {
        name: texts.dayLink(formatDayHeading('2026-11-24', 'America/Santiago')),
      }),
    ).toBeNull();
    const prompt = screen.getByRole('navigation', { name: texts.signInActions });
    expect(within(prompt).getByRole('link', { name: texts.signIn })).toHaveAttribute(
      'href',
      paths.signIn,
    );
    expect(within(prompt).getByRole('link', { name: texts.signUp })).toHaveAttribute(
      'href',
      paths.customerSignup,
    );
  });

  it("leads a customer from a day to that day's slots of the agent", async () => {
    answerAgent();
    const { user } = renderProfile(sessionAnswer({ rol: 'customer' }));
    const heading = formatDayHeading('2026-11-26', 'America/Santiago');
    const day = await screen.findByRole('link', { name: texts.dayLink(heading) });
    expect(day).toHaveAttribute(
      'href',
      `${paths.customerDashboard}?day=2026-11-26&agent=${AGENT_ID}`,
    );
    expect(screen.queryByText(texts.signInTitle)).toBeNull();
    await user.click(day);
    expect(await screen.findByRole('heading', { name: 'Dashboard del cliente' })).toBeVisible();
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
