import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { BookingPayment } from '@brillo/domain/contracts/payments';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePublicConfig } from '@/hooks/use-public-config';
import { RESULT_WAIT_MS, isSettled, useBookingPayment } from '../api/payments';

const texts = paymentsTexts;

/** The name from the query string, trimmed; null when missing or blank (decision 16). */
function nameFrom(params: URLSearchParams): string | null {
  const name = params.get('name')?.trim();
  return name ? name.slice(0, 80) : null;
}

type ShownState = { tone: 'wait' | 'ok' | 'bad'; text: string };

/** A cancelled or rejected booking: never "confirmed" or "paid"; what happens to the money. */
function overState(payment: BookingPayment): ShownState | null {
  if (
    payment.booking_status !== 'accepted_customer_cancelation' &&
    payment.booking_status !== 'rejected'
  ) {
    return null;
  }
  if (payment.payment_status !== 'succeeded') {
    return { tone: 'bad', text: texts.state.cancelledUnpaid };
  }
  return payment.refund_status === 'succeeded'
    ? { tone: 'bad', text: texts.state.cancelledRefunded }
    : { tone: 'bad', text: texts.state.cancelledRefunding };
}

function successState(payment: BookingPayment): ShownState {
  const over = overState(payment);
  if (over) return over;
  if (payment.booking_status === 'accepted_pending_payment') {
    return { tone: 'wait', text: texts.success.waiting };
  }
  if (!isSettled(payment)) return { tone: 'wait', text: texts.state.retrying };
  if (payment.booking_status === 'accepted_payment_failed') {
    return { tone: 'bad', text: texts.success.failed };
  }
  return { tone: 'ok', text: texts.success.confirmed };
}

function failureState(payment: BookingPayment): ShownState {
  const over = overState(payment);
  if (over) return over;
  if (payment.booking_status === 'accepted_payment_failed') {
    return { tone: 'bad', text: texts.failure.failed };
  }
  if (payment.booking_status === 'accepted_pending_payment') {
    return { tone: 'wait', text: texts.failure.open };
  }
  return { tone: 'ok', text: texts.failure.paid };
}

/**
 * /success-payment and /failure-payment (spec §2 "Payment result pages"; decisions 12, 16, 26):
 * greet the escaped name or neutrally, say what happened, show the booking's real state from the
 * server, read again until the bank's notification has arrived, and link back to the dashboard.
 */
export function PaymentResult({ result }: { result: 'success' | 'failure' }) {
  const page = result === 'success' ? texts.success : texts.failure;
  usePageTitle(page.pageTitle);
  const [params] = useSearchParams();
  const name = nameFrom(params);
  const bookingId = params.get('booking');
  // The success page waits for the bank's confirmation, about 3 minutes at most; the failure page
  // reads the state once.
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), RESULT_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const payment = useBookingPayment(bookingId, result === 'success', gaveUp);
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const settled = payment.data?.booking_status;
  // The booking lists are read again once the state is known (spec §4, widget events).
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: ['customer-bookings'] });
  }, [settled, queryClient]);
  const shown = payment.data
    ? (result === 'success' ? successState : failureState)(payment.data)
    : null;
  // Still waiting when the wait is over: the answer will come by email.
  const state: ShownState | null =
    shown?.tone === 'wait' && result === 'success' && gaveUp
      ? { tone: 'wait', text: texts.state.timedOut }
      : shown;
  const waiting = state?.tone === 'wait' && result === 'success' && !gaveUp;

  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack gap="md" align="flex-start">
        <Text fw={700} fz="xl">
          {texts.greeting(name)}
        </Text>
        <Title order={1}>{page.title}</Title>
        <Text>{page.body}</Text>
        {result === 'failure' && config.data ? (
          <Text size="sm">{texts.failure.support(config.data.contactEmail)}</Text>
        ) : null}
        {bookingId ? (
          <Alert
            w="100%"
            variant="light"
            color={state?.tone === 'bad' ? 'red' : state?.tone === 'ok' ? 'brillo' : 'gray'}
            title={texts.state.label}
          >
            <Group gap="sm" role="status" aria-live="polite" wrap="nowrap">
              {(!state && !payment.isError) || waiting ? <Loader size="xs" aria-hidden /> : null}
              <Text data-testid="payment-state">
                {state
                  ? state.text
                  : payment.isError
                    ? texts.success.notFound
                    : texts.state.refreshing}
              </Text>
            </Group>
          </Alert>
        ) : null}
        <Button component={Link} to={paths.customerDashboard}>
          {texts.backToDashboard}
        </Button>
      </Stack>
    </Container>
  );
}

export function SuccessPayment() {
  return <PaymentResult result="success" />;
}

export function FailurePayment() {
  return <PaymentResult result="failure" />;
}
