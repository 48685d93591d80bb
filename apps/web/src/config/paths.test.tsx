import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  paymentPages,
  type BookingPayment,
  type SandboxIntent,
} from '@brillo/domain/contracts/payments';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import { AppProvider } from '@/app/provider';
import { addRoleRoutesNow, routes } from '@/app/router';
import { paymentResultPath } from '@/hooks/use-start-payment';
import { storeProfile } from '@/lib/display-profile-storage';
import { createQueryClient } from '@/lib/query-client';
import { answerPublicConfig, sessionAnswer } from '../../test/api-answers';
import { server } from '../../test/server';

const texts = paymentsTexts;

/** The app's own route table in a router at `address`, a customer signed in as on a reload. */
async function openAsCustomer(address: string) {
  await addRoleRoutesNow();
  const session = sessionAnswer({ rol: 'customer' });
  storeProfile(session.user);
  server.use(http.get('/api/session', () => HttpResponse.json(session)));
  const router = createMemoryRouter(routes, { initialEntries: [address] });
  render(
    <AppProvider queryClient={createQueryClient()} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('the route table', () => {
  beforeEach(() => {
    server.use(
      answerPublicConfig(),
      http.get('/api/bookings/booking-1/payment', () =>
        HttpResponse.json({
          booking_id: 'booking-1',
          booking_status: 'accepted_pending_payment',
          amount: 31500,
          payment_status: 'created',
          refund_status: null,
        } satisfies BookingPayment),
      ),
    );
  });

  it.each([
    ['success', texts.success.title],
    ['failure', texts.failure.title],
  ] as const)('shows the %s page where a payment sends the customer', async (result, title) => {
    await openAsCustomer(paymentResultPath(result, 'booking-1', 'Ana'));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(texts.greeting('Ana'))).toBeInTheDocument();
  });

  it('shows the sandbox bank where starting a sandbox payment sends the customer', async () => {
    const tokensAsked: string[] = [];
    server.use(
      http.get('/api/payments/sandbox/intents/:token', ({ params }) => {
        tokensAsked.push(String(params.token));
        // Already paid, so the page shows its notice rather than the bank's form.
        return HttpResponse.json({
          amount: 31500,
          currency: 'clp',
          description: 'Limpieza',
          booking_id: 'booking-1',
          status: 'succeeded',
        } satisfies SandboxIntent);
      }),
    );
    // The address `useStartPayment` goes to when the server answers with the sandbox provider.
    await openAsCustomer(`${paymentPages.sandboxBank}?token=token-1&booking=booking-1`);
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.sandbox.title }),
    ).toBeInTheDocument();
    expect(await screen.findByText(texts.sandbox.loadFailed)).toBeInTheDocument();
    expect(tokensAsked).toEqual(['token-1']);
  });
});
