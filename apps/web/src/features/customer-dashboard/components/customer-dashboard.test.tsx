import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerBooking } from '@brillo/domain/contracts/customer-bookings';
import type {
  AgentDaySlots,
  AvailableAgent,
  AvailableAgents,
  ClosestAvailability,
  OfferedSlot,
} from '@brillo/domain/contracts/discovery';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { favouritesTexts } from '@brillo/domain/texts/favourites.es-CL';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { answerPublicConfig, apiError } from '../../../../test/api-answers';
import { renderWithProviders } from '../../../../test/render';
import { answerPost, server } from '../../../../test/server';
import { CustomerDashboard } from './customer-dashboard';

const texts = discoveryTexts;
/** Tuesday 24 November 2026, 09:00 in Santiago. */
const NOW = new Date('2026-11-24T12:00:00Z');
const AGENT_ID = '75863ea7-00bc-4804-b8ff-fbf5c97e3dd9';

const slot: OfferedSlot = {
  id: 'slot-1',
  status: 'available',
  bookingStatus: null,
  startTime: '2026-11-25T12:00:00.000Z',
  endTime: '2026-11-25T16:00:00.000Z',
  hours: 4,
};

const agent: AvailableAgent = {
  id: AGENT_ID,
  name: 'Camila Díaz Araya',
  avatarUrl: null,
  bio: 'Limpieza profunda de cocinas y baños.',
  rating: { average: 4.5, count: 4 },
  hourlyRate: 12500,
  services: ['limpieza', 'planchado'],
  firstSlotStart: slot.startTime,
  verified: true,
};

/**
 * The element showing `text` once visible: the dashboard's parts show together once every read
 * they started has answered, the favourites' of each agent card's toggle included.
 */
const findShown = (text: string) =>
  waitFor(() => {
    const element = screen.getByText(text);
    expect(element).toBeVisible();
    return element;
  });

/** A text as Testing Library compares it: ICU's narrow and thin spaces read as plain spaces. */
const asRead = (text: string) => text.replace(/\s+/g, ' ');

interface Answers {
  slots?: () => Response;
  totals?: Record<string, number>;
  /** What `GET …/bookings/finished` lists (what /rating reads). */
  finished?: CustomerBooking[];
  /** How many agents the day has in all, when more than the answer holds. */
  dayTotal?: number;
  /** The comuna the day's answer says its agents work in (decision 43). */
  dayComuna?: string | null;
  /** Whether the filters asked for (services, rate, rating, verified) leave no agent. */
  filtersMatchNone?: boolean;
  /** The days with availability of each month asked (25 November for any other). */
  availableDays?: Record<string, string[]>;
  /** Whether nearby availability's agent is verified (PD-37). */
  nearbyVerified?: boolean;
  /** The days the agent's public profile lists with availability (PD-45). */
  agentDays?: string[];
  /** The start of the agent's next slot within the 90 days, as its profile answers it. */
  agentNextSlot?: string | null;
}

/** A finished booking; `rateable` says whether the lifecycle still offers 'rate'. */
function finishedBooking(id: string, rateable: boolean): CustomerBooking {
  return {
    id,
    status: 'finished',
    startTime: '2026-10-01T12:00:00.000Z',
    endTime: '2026-10-01T15:00:00.000Z',
    createdAt: '2026-09-20T10:00:00.000Z',
    hours: 3,
    hourlyRate: 9000,
    amount: 27000,
    agent: { id: AGENT_ID, name: agent.name, phone: '56981234567' },
    reason: null,
    availabilityId: `slot-${id}`,
    rating: null,
    hasRating: false,
    problem: null,
    canReportProblem: false,
    refunded: 0,
    actions: rateable ? ['rate'] : [],
  };
}

/** Answers every read of the dashboard; returns the slot reads and tile reads seen. */
function answerReads({
  slots,
  totals = {},
  finished = [],
  dayTotal,
  dayComuna = null,
  filtersMatchNone = false,
  availableDays = {},
  nearbyVerified = false,
  agentDays = ['2026-11-25'],
  agentNextSlot = null,
}: Answers = {}) {
  const seen = { slots: 0, tiles: 0, favourites: [] as string[], dayQueries: [] as string[] };
  server.use(
    answerPublicConfig(),
    // 'Mis agentes' (PD-46): the customer's saved agents, kept as the server would.
    http.get('/api/customers/favourites', () =>
      HttpResponse.json({
        agents: seen.favourites.map((id) => ({
          id,
          name: agent.name,
          avatarUrl: null,
          verified: true,
          hourlyRate: agent.hourlyRate,
          rating: agent.rating,
          nextSlotStart: slot.startTime,
        })),
      }),
    ),
    http.put('/api/customers/favourites/:agentId', ({ params }) => {
      const id = String(params.agentId);
      if (!seen.favourites.includes(id)) seen.favourites.push(id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('/api/customers/favourites/:agentId', ({ params }) => {
      seen.favourites = seen.favourites.filter((id) => id !== String(params.agentId));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/public/agents/:id', () =>
      HttpResponse.json({
        id: AGENT_ID,
        name: agent.name,
        avatarUrl: null,
        verified: true,
        bio: agent.bio,
        hourlyRate: agent.hourlyRate,
        services: agent.services,
        comuna: 'Ñuñoa',
        comunas: ['Ñuñoa'],
        rating: { ...agent.rating, stars: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 2 } },
        availableDays: agentDays,
        nextSlotStart: agentNextSlot,
      }),
    ),
    http.get('/api/v1/customers/bookings', ({ request }) => {
      seen.tiles += 1;
      const statuses = new URL(request.url).searchParams.getAll('status').join(',');
      return HttpResponse.json({
        bookings: [] as CustomerBooking[],
        total: totals[statuses] ?? 0,
        limit: 50,
      });
    }),
    http.get('/api/v1/customers/bookings/finished', () => {
      seen.tiles += 1;
      return HttpResponse.json({ bookings: finished, total: finished.length, limit: 50 });
    }),
    http.get('/api/v1/agents/closest-availability', () => {
      const nearby = {
        id: AGENT_ID,
        name: agent.name,
        avatarUrl: null,
        verified: nearbyVerified,
        closestAvailability: slot,
      };
      return HttpResponse.json({
        agents: [nearby],
        total: 1,
        page: 1,
        limit: 4,
        comuna: null,
        // The customer's favourites first on page 1 (PD-46), as the server reads them.
        favourites: seen.favourites.includes(AGENT_ID) ? [nearby] : [],
      } satisfies ClosestAvailability);
    }),
    http.get('/api/agents/available-days', ({ request }) => {
      const month = new URL(request.url).searchParams.get('month') ?? '';
      return HttpResponse.json({ month, days: availableDays[month] ?? ['2026-11-25'] });
    }),
    http.get('/api/agents/available', ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.dayQueries.push(query.toString());
      const day = query.get('day') ?? '';
      const narrowed = ['services', 'maxRate', 'minRating', 'verifiedOnly'].some((name) =>
        query.has(name),
      );
      const page = Number(query.get('page') ?? '1');
      const agents = day === '2026-11-25' && !(filtersMatchNone && narrowed) ? [agent] : [];
      return HttpResponse.json({
        day,
        agents,
        total: agents.length === 0 ? 0 : (dayTotal ?? agents.length),
        page,
        limit: 20,
        comuna: query.get('allComunas') === 'true' ? null : dayComuna,
        favourites:
          page === 1 ? agents.filter((candidate) => seen.favourites.includes(candidate.id)) : [],
      } satisfies AvailableAgents);
    }),
    http.get('/api/customers/slots/availability', () => {
      seen.slots += 1;
      return slots
        ? slots()
        : HttpResponse.json({
            agent: { id: AGENT_ID, name: agent.name, hourlyRate: agent.hourlyRate },
            day: '2026-11-25',
            slots: [slot],
          } satisfies AgentDaySlots);
    }),
  );
  return seen;
}

function renderDashboard(route = '/customer-dashboard') {
  return renderWithProviders(<CustomerDashboard name="Matías" />, { route });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CustomerDashboard', () => {
  it("counts as 'por evaluar' only the finished services that can still be rated", async () => {
    // One finished last week, one whose 30 days to rate are over (decision 25).
    answerReads({ finished: [finishedBooking('b-1', true), finishedBooking('b-2', false)] });
    renderDashboard();
    const toRate = await screen.findByRole('region', { name: texts.tiles.toRate.title });
    expect(await within(toRate).findByText(texts.tiles.count(1))).toBeInTheDocument();
  });

  it('greets, counts the tiles, chooses today and offers the next day with agents', async () => {
    answerReads({ totals: { pending: 2, 'accepted_pending_payment,accepted_payment_failed': 1 } });
    const { user } = renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: texts.greeting('Matías') })).toBeVisible();
    const scheduled = await screen.findByRole('region', { name: texts.tiles.scheduled.title });
    expect(await within(scheduled).findByText(texts.tiles.count(2))).toBeInTheDocument();
    const toRate = screen.getByRole('region', { name: texts.tiles.toRate.title });
    expect(await within(toRate).findByText(texts.tiles.toRate.none)).toBeInTheDocument();
    expect(within(toRate).getByRole('link', { name: texts.tiles.toRate.action })).toHaveAttribute(
      'href',
      '/rating',
    );

    const today = screen.getByRole('button', { name: /^martes, 24 de noviembre/ });
    expect(today).toHaveAttribute('aria-pressed', 'true');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: /^lunes, 23 de noviembre/ })).toBeDisabled();
    expect(
      await screen.findByRole('button', {
        name: `miércoles, 25 de noviembre, ${texts.calendar.hasAvailability}`,
      }),
    ).toBeEnabled();

    expect(await screen.findByText(texts.agents.none)).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: texts.agents.nextDay('miércoles, 25 de noviembre') }),
    );
    const card = await screen.findByRole('article', { name: agent.name });
    expect(within(card).getByText(texts.agents.available)).toBeInTheDocument();
    expect(within(card).getByText(texts.agents.rate('$12.500'))).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '4,5 de 5' })).toBeInTheDocument();
    expect(within(card).getByText('Planchado')).toBeInTheDocument();
  });

  it('counts the agents of the day and pages them (decision 44)', async () => {
    const seen = answerReads({ dayTotal: 45, dayComuna: 'Ñuñoa' });
    const { user } = renderDashboard('/customer-dashboard?day=2026-11-25');
    // The count is a live region: a screen reader hears each new count.
    expect(await screen.findByText(texts.filters.count(45))).toHaveAttribute('role', 'status');
    await findShown(texts.filters.worksIn('Ñuñoa'));
    const pages = screen.getByRole('navigation', { name: texts.filters.pagination });
    expect(within(pages).getByRole('button', { name: texts.filters.page(1, 3) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pages).getByRole('button', { name: texts.filters.page(2, 3) }));
    await waitFor(() => expect(seen.dayQueries.at(-1)).toBe('day=2026-11-25&page=2'));
    expect(
      await within(pages).findByRole('button', { name: texts.filters.page(2, 3) }),
    ).toHaveAttribute('aria-current', 'page');
    // The list's heading takes the focus: the new page is read from its start.
    expect(screen.getByRole('heading', { name: /^Agentes disponibles el/ })).toHaveFocus();
  });

  it('reads the filters and the order from the address and asks the API for them', async () => {
    const seen = answerReads();
    const { user } = renderDashboard(
      '/customer-dashboard?day=2026-11-25&servicios=planchado&calificacionMin=4&orden=calificacion',
    );
    await screen.findByRole('article', { name: agent.name });
    expect(seen.dayQueries).toContain('day=2026-11-25&services=planchado&minRating=4&sort=rating');
    const filters = screen.getByRole('group', { name: texts.filters.label });
    expect(within(filters).getByRole('checkbox', { name: 'Planchado' })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'Cocina' })).not.toBeChecked();
    expect(within(filters).getByRole('combobox', { name: texts.filters.minRating })).toHaveValue(
      '4',
    );
    expect(within(filters).getByRole('combobox', { name: texts.filters.sort })).toHaveValue(
      'rating',
    );
    await user.click(within(filters).getByRole('checkbox', { name: texts.filters.verifiedOnly }));
    await user.selectOptions(
      within(filters).getByRole('combobox', { name: texts.filters.maxRate }),
      '15000',
    );
    await waitFor(() =>
      expect(seen.dayQueries.at(-1)).toBe(
        'day=2026-11-25&services=planchado&maxRate=15000&minRating=4&verifiedOnly=true&sort=rating',
      ),
    );
    await user.click(within(filters).getByRole('checkbox', { name: 'Cocina' }));
    await waitFor(() =>
      expect(seen.dayQueries.at(-1)).toContain('services=cocina%2Cplanchado&maxRate=15000'),
    );
  });

  it('offers to widen a search that finds nobody: clear the filters, every comuna', async () => {
    const seen = answerReads({ dayComuna: 'Ñuñoa', filtersMatchNone: true });
    const { user } = renderDashboard('/customer-dashboard?day=2026-11-25&servicios=mascotas');
    await findShown(texts.filters.noMatch);
    expect(screen.getByText(texts.filters.count(0))).toHaveAttribute('aria-live', 'polite');
    const widen = screen.getByRole('group', { name: texts.filters.widen });
    await user.click(within(widen).getByRole('button', { name: texts.filters.clear }));
    expect(await screen.findByRole('article', { name: agent.name })).toBeVisible();
    expect(seen.dayQueries.at(-1)).toBe('day=2026-11-25');
    expect(screen.getByText(texts.filters.worksIn('Ñuñoa'))).toBeVisible();

    // 'Ver todas las comunas' asks both lists for every agent.
    const nearbyReads: string[] = [];
    server.use(
      http.get('/api/v1/agents/closest-availability', ({ request }) => {
        nearbyReads.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json({
          agents: [],
          total: 0,
          page: 1,
          limit: 4,
          comuna: null,
          favourites: [],
        } satisfies ClosestAvailability);
      }),
    );
    await user.click(screen.getByRole('switch', { name: texts.filters.allComunas }));
    await waitFor(() => expect(seen.dayQueries.at(-1)).toBe('day=2026-11-25&allComunas=true'));
    expect(await screen.findByText(texts.filters.everyComuna)).toBeVisible();
    await waitFor(() => expect(nearbyReads.at(-1)).toContain('allComunas=true'));
  });

  it("offers the next month's first day with agents from the last day of a month", async () => {
    answerReads({ availableDays: { '2026-11': ['2026-11-25'], '2026-12': ['2026-12-02'] } });
    renderDashboard('/customer-dashboard?day=2026-11-30');
    expect(
      await screen.findByRole('button', {
        name: texts.agents.nextDay('miércoles, 2 de diciembre'),
      }),
    ).toBeInTheDocument();
  });

  it("moves the arrow keys' focus across the edge of a month", async () => {
    answerReads();
    const { user } = renderDashboard('/customer-dashboard?day=2026-11-30');
    (await screen.findByRole('button', { name: /^lunes, 30 de noviembre/ })).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^martes, 1 de diciembre/ })).toHaveFocus(),
    );
    await user.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^lunes, 30 de noviembre/ })).toHaveFocus(),
    );
  });

  it("shows 'Verificado' on a verified agent's card and in nearby availability", async () => {
    answerReads({ nearbyVerified: false });
    const view = renderDashboard('/customer-dashboard?day=2026-11-25');
    const card = await screen.findByRole('article', { name: agent.name });
    expect(within(card).getByText(verificationTexts.badge)).toBeVisible();
    // Nearby availability's agent (its name a second time) is not verified: one badge.
    await waitFor(() => expect(screen.getAllByText(agent.name)).toHaveLength(2));
    expect(screen.getAllByText(verificationTexts.badge)).toHaveLength(1);
    view.unmount();

    answerReads({ nearbyVerified: true });
    renderDashboard('/customer-dashboard?day=2026-11-25');
    await screen.findByRole('article', { name: agent.name });
    await waitFor(() => expect(screen.getAllByText(verificationTexts.badge)).toHaveLength(2));
  });

  it('reveals the biography on focus and on a tap', async () => {
    answerReads();
    const { user } = renderDashboard('/customer-dashboard?day=2026-11-25');
    const card = await screen.findByRole('article', { name: agent.name });
    expect(within(card).getByText(agent.bio)).not.toBeVisible();
    await user.click(within(card).getByRole('button', { name: texts.agents.showBio }));
    expect(within(card).getByText(agent.bio)).toBeVisible();
    expect(within(card).getByRole('button', { name: texts.agents.hideBio })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('lists the slots, shows the total as the server computes it, and books', async () => {
    const seen = answerReads();
    const booked: CustomerBooking = {
      id: 'booking-1',
      status: 'pending',
      reason: null,
      availabilityId: slot.id,
      createdAt: NOW.toISOString(),
      startTime: slot.startTime,
      endTime: slot.endTime,
      hours: 4,
      hourlyRate: 12500,
      amount: 50000,
      agent: { id: AGENT_ID, name: agent.name, phone: null },
      rating: null,
      hasRating: false,
      problem: null,
      canReportProblem: false,
      refunded: 0,
      actions: ['cancel'],
    };
    const sent = answerPost('/api/customers/bookings', () =>
      HttpResponse.json(booked, { status: 201 }),
    );
    const { user } = renderDashboard('/customer-dashboard?day=2026-11-25');
    const card = await screen.findByRole('article', { name: agent.name });
    await user.click(within(card).getByRole('button', { name: texts.agents.choose(agent.name) }));
    const slots = await screen.findByRole('region', { name: texts.slots.title(agent.name) });
    const line = await within(slots).findByRole('button', { name: /4 horas$/ });
    expect(asRead(line.textContent ?? '')).toMatch(/^9:00 a\. m\. – 1:00 p\. m\. · 4 horas$/);
    await user.click(line);
    const confirm = screen.getByRole('region', { name: texts.confirm.title });
    expect(within(confirm).getByText('$50.000')).toBeInTheDocument();
    expect(within(confirm).getByText('miércoles, 25 de noviembre')).toBeInTheDocument();
    const tilesBefore = seen.tiles;
    await user.click(within(confirm).getByRole('button', { name: texts.confirm.submit }));
    expect(sent).toEqual([
      {
        availability_id: 'slot-1',
        agent_id: AGENT_ID,
        booking_start_time: slot.startTime,
        booking_end_time: slot.endTime,
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.confirm.success);
    expect(screen.queryByRole('region', { name: texts.confirm.title })).not.toBeInTheDocument();
    // The tiles read again, without a reload.
    await waitFor(() => expect(seen.tiles).toBeGreaterThan(tilesBefore));
  });

  it("shows the server's 409 and reads the slots again when the slot was taken", async () => {
    let taken = false;
    const seen = answerReads({
      slots: () =>
        HttpResponse.json({
          agent: { id: AGENT_ID, name: agent.name, hourlyRate: agent.hourlyRate },
          day: '2026-11-25',
          slots: taken ? [] : [slot],
        } satisfies AgentDaySlots),
    });
    answerPost('/api/customers/bookings', () => {
      taken = true;
      return apiError(409, { code: 'SLOT_UNAVAILABLE', message: bookingTexts.api.slotUnavailable });
    });
    const { user } = renderDashboard(`/customer-dashboard?day=2026-11-25&agent=${AGENT_ID}`);
    const slots = await screen.findByRole('region', { name: texts.slots.title(agent.name) });
    await user.click(await within(slots).findByRole('button', { name: /4 horas/ }));
    await user.click(screen.getByRole('button', { name: texts.confirm.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingTexts.api.slotUnavailable);
    expect(await screen.findByText(texts.slots.none)).toBeInTheDocument();
    expect(seen.slots).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('region', { name: texts.confirm.title })).not.toBeInTheDocument();
  });

  it('asks to sign in again when the session has ended', async () => {
    answerReads();
    answerPost('/api/customers/bookings', () =>
      apiError(401, { code: 'UNAUTHORIZED', message: 'Inicia sesión para continuar.' }),
    );
    const { user } = renderDashboard(`/customer-dashboard?day=2026-11-25&agent=${AGENT_ID}`);
    const slots = await screen.findByRole('region', { name: texts.slots.title(agent.name) });
    await user.click(await within(slots).findByRole('button', { name: /4 horas/ }));
    await user.click(screen.getByRole('button', { name: texts.confirm.submit }));
    expect(await screen.findByText(texts.confirm.signInNeeded)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.confirm.signInButton })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(screen.queryByRole('button', { name: texts.confirm.submit })).not.toBeInTheDocument();
  });

  it('says the agent of an old or edited link does not exist, without a useless retry', async () => {
    answerReads({
      slots: () => apiError(404, { code: 'NOT_FOUND', message: texts.api.agentNotFound }),
    });
    renderDashboard('/customer-dashboard?day=2026-11-25&agent=agente-que-no-existe');
    expect(await screen.findByText(texts.api.agentNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reintentar/ })).not.toBeInTheDocument();
  });

  it('says so when the agent has no slots that day', async () => {
    answerReads({
      slots: () =>
        HttpResponse.json({
          agent: { id: AGENT_ID, name: agent.name, hourlyRate: agent.hourlyRate },
          day: '2026-11-25',
          slots: [],
        } satisfies AgentDaySlots),
    });
    renderDashboard(`/customer-dashboard?day=2026-11-25&agent=${AGENT_ID}`);
    expect(await screen.findByText(texts.slots.none)).toBeInTheDocument();
  });

  it("saves an agent from its card in 'Mis agentes', shows it first in both lists, and removes it again (PD-46)", async () => {
    const seen = answerReads({ dayTotal: 1 });
    const { user } = renderDashboard('/customer-dashboard?day=2026-11-25');
    const card = await screen.findByRole('article', { name: agent.name });
    expect(screen.queryByRole('region', { name: texts.favourites.title })).not.toBeInTheDocument();
    const save = await within(card).findByRole('button', {
      name: favouritesTexts.toggle.saveLabel(agent.name),
    });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(save).toHaveTextContent(favouritesTexts.toggle.save);
    await user.click(save);
    expect(seen.favourites).toEqual([AGENT_ID]);

    // Both lists read again: the agent comes first under 'Tus agentes favoritos', once.
    await waitFor(() =>
      expect(screen.getAllByRole('region', { name: texts.favourites.title })).toHaveLength(2),
    );
    const [nearbyFavourites, dayFavourites] = screen.getAllByRole('region', {
      name: texts.favourites.title,
    }) as [HTMLElement, HTMLElement];
    const favouriteCard = within(dayFavourites).getByRole('article', { name: agent.name });
    expect(screen.getAllByRole('article', { name: agent.name })).toEqual([favouriteCard]);
    // The count stays the API's total.
    expect(screen.getByText(texts.filters.count(1))).toBeVisible();
    const remove = within(favouriteCard).getByRole('button', {
      name: favouritesTexts.toggle.removeLabel(agent.name),
    });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(remove).toHaveTextContent(favouritesTexts.toggle.remove);
    const nearby = screen.getByRole('region', { name: texts.nearby.title });
    expect(within(nearby).getAllByText(agent.name)).toHaveLength(1);
    expect(
      within(nearbyFavourites).getByRole('button', {
        name: favouritesTexts.toggle.removeLabel(agent.name),
      }),
    ).toHaveAttribute('aria-pressed', 'true');

    // Removed from nearby availability's toggle: both lists show it in its place again.
    await user.click(
      within(nearbyFavourites).getByRole('button', {
        name: favouritesTexts.toggle.removeLabel(agent.name),
      }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: texts.favourites.title }),
      ).not.toBeInTheDocument(),
    );
    expect(seen.favourites).toEqual([]);
    const back = screen.getByRole('article', { name: agent.name });
    expect(
      within(back).getByRole('button', { name: favouritesTexts.toggle.saveLabel(agent.name) }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(within(nearby).getAllByText(agent.name)).toHaveLength(1);
  });

  it("opens an agent asked for without a day on the agent's next day with slots", async () => {
    // An older link of 'Reservar de nuevo' (PD-46) names only the agent.
    answerReads({ agentDays: ['2026-11-25', '2026-11-27'] });
    renderDashboard(`/customer-dashboard?agent=${AGENT_ID}`);
    expect(
      await screen.findByRole('heading', { name: texts.slots.title(agent.name) }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^miércoles, 25 de noviembre/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByRole('button', { pressed: false, name: /9:00/ })).toBeEnabled();
  });

  it("opens the day of the agent's next slot when the profile's next days have none", async () => {
    // 9:00 in Santiago on Sunday 20 December, past the profile's 14 days.
    answerReads({ agentDays: [], agentNextSlot: '2026-12-20T12:00:00.000Z' });
    renderDashboard(`/customer-dashboard?agent=${AGENT_ID}`);
    expect(
      await screen.findByRole('button', { name: /^domingo, 20 de diciembre/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens today for an agent asked for without a day who has no days with slots', async () => {
    answerReads({ agentDays: [] });
    renderDashboard(`/customer-dashboard?agent=${AGENT_ID}`);
    expect(
      await screen.findByRole('heading', { name: texts.slots.title(agent.name) }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^martes, 24 de noviembre/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
