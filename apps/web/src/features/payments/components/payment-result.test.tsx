import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingPayment } from '@brillo/domain/contracts/payments';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { FailurePayment, SuccessPayment } from './payment-result';

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

describe('the payment result pages', () => {
  beforeEach(() => {
    server.use(
      http.get('/api/public-config', () =>
        HttpResponse.json({
          homeUrl: 'https://brillo.cl',
          city: 'Santiago, Chile',
          contactEmail: 'contacto@brillo.cl',
          contactPhone: '+56 2 2345 6789',
          timeZone: 'America/Santiago',
        }),
      ),
    );
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
});
