import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingPayment } from '@brillo/domain/contracts/payments';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { RESULT_REFRESH_MS, RESULT_WAIT_MS } from '../api/payments';
import { FailurePayment, SuccessPayment } from './payment-result';
import { answerPublicConfig } from '../../../../test/api-answers';

const texts = paymentsTexts;

function answer(status: BookingPayment['booking_status']) {
  server.use(
    http.get('/api/bookings/booking-1/payment', () =>
      HttpResponse.json({
        booking_id: 'booking-1',
        booking_status: status,
        amount: 31500,
        payment_status: status === 'accepted_payment_success' ? 'succeeded' : 'created',
        refund_status: null,
      } satisfies BookingPayment),
    ),
  );
}

/** Answers `read()` each time, counting the reads. */
function answerEach(read: () => Partial<BookingPayment> | 'error') {
  const calls = { count: 0 };
  server.use(
    http.get('/api/bookings/booking-1/payment', () => {
      calls.count += 1;
      const body = read();
      if (body === 'error') {
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 });
      }
      return HttpResponse.json({
        booking_id: 'booking-1',
        booking_status: 'accepted_pending_payment',
        amount: 31500,
        payment_status: 'created',
        refund_status: null,
        ...body,
      } satisfies BookingPayment);
    }),
  );
  return calls;
}

describe('the payment result pages', () => {
  beforeEach(() => {
    server.use(answerPublicConfig());
  });

  it('greet the name as text, never as markup, and show the confirmed state', async () => {
    answer('accepted_payment_success');
    renderWithProviders(<SuccessPayment />, {
      route: '/success-payment?name=%3Cb%3EAna%3C%2Fb%3E&booking=booking-1',
    });
    expect(screen.getByText(texts.greeting('<b>Ana</b>'))).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(
      screen.getByRole('heading', { level: 1, name: texts.success.title }),
    ).toBeInTheDocument();
    expect(await screen.findByText(texts.success.confirmed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.backToDashboard })).toHaveAttribute(
      'href',
      '/customer-dashboard',
    );
  });

  it('greet neutrally without a name, never "undefined"', () => {
    renderWithProviders(<SuccessPayment />, { route: '/success-payment' });
    expect(screen.getByText(texts.greeting(null))).toBeInTheDocument();
    expect(screen.queryByText(/undefined/)).not.toBeInTheDocument();
  });

  it('say on the success page that the bank has not confirmed yet while it has not', async () => {
    answer('accepted_pending_payment');
    renderWithProviders(<SuccessPayment />, { route: '/success-payment?booking=booking-1' });
    expect(await screen.findByText(texts.success.waiting)).toBeInTheDocument();
  });

  it('word a closed widget as not completed, and a rejection as a failure (decision 26)', async () => {
    answer('accepted_pending_payment');
    const { unmount } = renderWithProviders(<FailurePayment />, {
      route: '/failure-payment?name=Ana&booking=booking-1',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: texts.failure.title }),
    ).toBeInTheDocument();
    expect(await screen.findByText(texts.failure.open)).toBeInTheDocument();
    unmount();
    answer('accepted_payment_failed');
    renderWithProviders(<FailurePayment />, { route: '/failure-payment?booking=booking-1' });
    expect(await screen.findByText(texts.failure.failed)).toBeInTheDocument();
  });

  describe('while waiting for the bank', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('keep waiting for a retry after a failure until its own notification arrives', async () => {
      let current: Partial<BookingPayment> = {
        booking_status: 'accepted_payment_failed',
        payment_status: 'created',
      };
      answerEach(() => current);
      renderWithProviders(<SuccessPayment />, { route: '/success-payment?booking=booking-1' });
      expect(await screen.findByText(texts.state.retrying)).toBeInTheDocument();
      expect(screen.queryByText(texts.success.failed)).not.toBeInTheDocument();
      current = { booking_status: 'accepted_payment_success', payment_status: 'succeeded' };
      await vi.advanceTimersByTimeAsync(RESULT_REFRESH_MS);
      expect(await screen.findByText(texts.success.confirmed)).toBeInTheDocument();
    });

    it('stop asking after an error', async () => {
      const calls = answerEach(() => 'error');
      renderWithProviders(<SuccessPayment />, { route: '/success-payment?booking=booking-1' });
      expect(await screen.findByText(texts.success.notFound)).toBeInTheDocument();
      const after = calls.count;
      await vi.advanceTimersByTimeAsync(5 * RESULT_REFRESH_MS);
      expect(calls.count).toBe(after);
    });

    it('stop asking after about 3 minutes and say the answer comes by email', async () => {
      const calls = answerEach(() => ({}));
      renderWithProviders(<SuccessPayment />, { route: '/success-payment?booking=booking-1' });
      expect(await screen.findByText(texts.success.waiting)).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(RESULT_WAIT_MS + RESULT_REFRESH_MS);
      expect(await screen.findByText(texts.state.timedOut)).toBeInTheDocument();
      const after = calls.count;
      await vi.advanceTimersByTimeAsync(5 * RESULT_REFRESH_MS);
      expect(calls.count).toBe(after);
    });
  });

  it('never call a cancelled booking confirmed or paid: its money is being or was returned', async () => {
    answerEach(() => ({
      booking_status: 'accepted_customer_cancelation',
      payment_status: 'succeeded',
      refund_status: 'pending',
    }));
    const success = renderWithProviders(<SuccessPayment />, {
      route: '/success-payment?booking=booking-1',
    });
    expect(await screen.findByText(texts.state.cancelledRefunding)).toBeInTheDocument();
    expect(screen.queryByText(texts.success.confirmed)).not.toBeInTheDocument();
    success.unmount();
    answerEach(() => ({
      booking_status: 'accepted_customer_cancelation',
      payment_status: 'succeeded',
      refund_status: 'succeeded',
    }));
    const failure = renderWithProviders(<FailurePayment />, {
      route: '/failure-payment?booking=booking-1',
    });
    expect(await screen.findByText(texts.state.cancelledRefunded)).toBeInTheDocument();
    expect(screen.queryByText(texts.failure.paid)).not.toBeInTheDocument();
    failure.unmount();
    answerEach(() => ({ booking_status: 'rejected', payment_status: 'created' }));
    renderWithProviders(<SuccessPayment />, { route: '/success-payment?booking=booking-1' });
    expect(await screen.findByText(texts.state.cancelledUnpaid)).toBeInTheDocument();
  });
});
