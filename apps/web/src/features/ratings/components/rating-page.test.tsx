import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CustomerBooking,
  CustomerBookingList,
} from '@brillo/domain/contracts/customer-bookings';
import { ratingsTexts } from '@brillo/domain/texts/ratings.es-CL';
import { answerPublicConfig, apiError } from '../../../../test/api-answers';
import { renderWithProviders } from '../../../../test/render';
import { answerPost, server } from '../../../../test/server';
import { paths } from '@/config/paths';
import { BACK_TO_DASHBOARD_MS, RatingPage } from './rating-page';

const texts = ratingsTexts;
const FINISHED = '/api/v1/customers/bookings/finished';
const RATE = '/api/v1/customers/bookings/rating';

function booking(overrides: Partial<CustomerBooking> = {}): CustomerBooking {
  return {
    id: 'booking-1',
    status: 'finished',
    startTime: '2026-11-20T12:00:00.000Z',
    endTime: '2026-11-20T15:00:00.000Z',
    createdAt: '2026-11-10T10:00:00.000Z',
    hours: 3,
    hourlyRate: 9000,
    amount: 27000,
    agent: { id: 'agent-1', name: 'Valentina Rojas Muñoz', phone: '56981234567' },
    reason: null,
    availabilityId: 'slot-1',
    rating: null,
    hasRating: false,
    problem: null,
    canReportProblem: false,
    refunded: 0,
    actions: ['rate'],
    ...overrides,
  };
}

const listOf = (bookings: CustomerBooking[]): CustomerBookingList => ({
  bookings,
  total: bookings.length,
  limit: 50,
});

function answerFinished(bookings: CustomerBooking[]) {
  server.use(http.get(FINISHED, () => HttpResponse.json(listOf(bookings))));
}

const toggle = (name: RegExp | string = texts.page.toggle) =>
  screen.findByRole('button', { name: typeof name === 'string' ? new RegExp(name) : name });

beforeEach(() => {
  server.use(answerPublicConfig());
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RatingPage', () => {
  it('lists only the finished services that can still be rated, each with its toggle', async () => {
    answerFinished([
      booking({ id: 'open' }),
      booking({
        id: 'rated',
        status: 'finished_evaluated',
        rating: { rating: 5, comment: '' },
        hasRating: true,
        actions: [],
        agent: { id: 'a2', name: 'Camila Díaz', phone: null },
      }),
      // Past its 30 days: the lifecycle no longer offers 'rate'.
      booking({
        id: 'late',
        actions: [],
        agent: { id: 'a3', name: 'Joaquín Fuentes', phone: null },
      }),
    ]);
    const { user } = renderWithProviders(<RatingPage />);
    const list = await screen.findByRole('list', { name: texts.page.listLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Valentina Rojas Muñoz')).toBeInTheDocument();
    const button = await toggle();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  });

  it('says when there is nothing to rate', async () => {
    answerFinished([booking({ actions: [] })]);
    renderWithProviders(<RatingPage />);
    expect(await screen.findByText(texts.page.empty)).toBeInTheDocument();
  });

  it('rates with the keyboard, sends the booking, and returns to the dashboard after 2 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    answerFinished([booking()]);
    const sent = answerPost(RATE, () =>
      HttpResponse.json(
        {
          message: texts.form.sent,
          booking: booking({
            status: 'finished_evaluated',
            rating: { rating: 4, comment: 'Muy bien' },
            hasRating: true,
            actions: [],
          }),
        },
        { status: 201 },
      ),
    );
    const { user } = renderWithProviders(<RatingPage />, {
      pages: { [paths.customerDashboard]: <h1>Dashboard</h1> },
    });
    await user.click(await toggle());
    await user.tab();
    const first = screen.getByRole('radio', { name: texts.stars(1) });
    expect(first).toHaveFocus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: texts.stars(4) })).toBeChecked();
    expect(screen.getByRole('radio', { name: texts.stars(4) })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: texts.form.comment }), 'Muy bien');
    expect(screen.getByText(texts.form.counter('8', '1.000'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.form.send }));

    expect((await screen.findAllByText(texts.form.sent)).length).toBeGreaterThan(0);
    expect(sent).toEqual([
      { booking_id: 'booking-1', agent_id: 'agent-1', rating: 4, comment: 'Muy bien' },
    ]);
    act(() => vi.advanceTimersByTime(BACK_TO_DASHBOARD_MS - 100));
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('asks for the stars and a shorter comment before sending anything', async () => {
    answerFinished([booking()]);
    const sent = answerPost(RATE, () => HttpResponse.json({}, { status: 500 }));
    const { user } = renderWithProviders(<RatingPage />);
    await user.click(await toggle());
    await user.click(screen.getByRole('button', { name: texts.form.send }));
    expect(await screen.findByText(texts.api.chooseRating)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: texts.stars(5) }));
    expect(screen.queryByText(texts.api.chooseRating)).not.toBeInTheDocument();
    const comment = screen.getByRole('textbox', { name: texts.form.comment });
    fireEvent.change(comment, { target: { value: 'a'.repeat(1001) } });
    expect(screen.getByText(texts.form.counter('1.001', '1.000'))).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: texts.form.send }));
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal in Spanish and stays on the page", async () => {
    answerFinished([booking()]);
    answerPost(RATE, () =>
      apiError(409, { code: 'ALREADY_RATED', message: texts.api.alreadyRated }),
    );
    const { user } = renderWithProviders(<RatingPage />);
    await user.click(await toggle());
    await user.click(screen.getByRole('radio', { name: texts.stars(3) }));
    await user.click(screen.getByRole('button', { name: texts.form.send }));
    await waitFor(() =>
      expect(screen.getAllByText(texts.form.failed(texts.api.alreadyRated)).length).toBeGreaterThan(
        0,
      ),
    );
    expect(screen.queryByText(texts.form.sent)).not.toBeInTheDocument();
  });
});
