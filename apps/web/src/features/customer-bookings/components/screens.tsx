import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { customerBookingsTexts } from '@brillo/domain/texts/customer-bookings.es-CL';
import { favouritesTexts } from '@brillo/domain/texts/favourites.es-CL';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { WholeStars } from '@/components/star-rating';
import { paths } from '@/config/paths';
import { useStartPayment } from '@/hooks/use-start-payment';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { CustomerBooking } from '@brillo/domain/contracts/customer-bookings';
import { useChangeCustomerBooking, useReportProblem } from '../api/customer-bookings';
import { customerActions } from '../booking-actions';
import { formatClp, reasonLabel } from '../display';
import { BookingList, Field } from './booking-list';
import { CancelDialog } from './cancel-dialog';
import { CustomerScreen } from './customer-screen';
import { ReportProblemDialog } from './report-problem-dialog';

const texts = customerBookingsTexts;
const problemTexts = problemReportsTexts.customer;

/**
 * /pending-services: requests waiting for the agent, each with 'Cancelar servicio' until it starts
 * (decision 24), through the same dialog as the other lists.
 */
export function PendingServices() {
  return (
    <CustomerScreen title={texts.pending.title} intro={texts.pending.intro}>
      <BookingList
        kind="pending"
        texts={texts.pending}
        renderActions={(booking, service) =>
          customerActions(booking).cancel ? (
            <CancelButton booking={booking} service={service} />
          ) : null
        }
      />
    </CustomerScreen>
  );
}

/** 'Pagar servicio': starts the payment and opens the widget (ADR-040). */
function PayButton({ booking, service }: { booking: CustomerBooking; service: string }) {
  const start = useStartPayment();
  return (
    <Button
      loading={start.isPending}
      aria-label={texts.booked.payLabel(service)}
      onClick={() => start.mutate(booking.id)}
    >
      {texts.booked.pay}
    </Button>
  );
}

function CancelButton({ booking, service }: { booking: CustomerBooking; service: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        // The darkest red on white: the subtle variant's lighter red is below 4.5:1.
        variant="default"
        c="red.9"
        aria-label={texts.booked.cancelLabel(service)}
        onClick={() => setOpened(true)}
      >
        {texts.booked.cancel}
      </Button>
      <CancelDialog
        bookingId={booking.id}
        service={service}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}

/** /booked-services: accepted bookings to pay, failed payments included (decision 26). */
export function BookedServices() {
  return (
    <CustomerScreen title={texts.booked.title} intro={texts.booked.intro}>
      <BookingList
        kind="booked"
        texts={texts.booked}
        renderNote={(booking) =>
          booking.status === 'accepted_payment_failed' ? (
            <Text size="sm" c="red.9" fw={600}>
              {texts.booked.failedNote}
            </Text>
          ) : null
        }
        renderActions={(booking, service) => {
          const actions = customerActions(booking);
          if (!actions.pay && !actions.cancel) return null;
          return (
            <>
              {actions.pay ? <PayButton booking={booking} service={service} /> : null}
              {actions.cancel ? <CancelButton booking={booking} service={service} /> : null}
            </>
          );
        }}
      />
    </CustomerScreen>
  );
}

function FinishButton({ booking, service }: { booking: CustomerBooking; service: string }) {
  const change = useChangeCustomerBooking();
  function finish() {
    change.mutate(
      { id: booking.id, status: 'finished' },
      {
        onSuccess: () => notify('success', bookingTexts.toasts.finished),
        onError: (error) =>
          notify(
            'error',
            error instanceof ApiError
              ? bookingTexts.toasts.finishFailed(error.message)
              : texts.finishFailedDefault,
          ),
      },
    );
  }
  return (
    <Button
      loading={change.isPending}
      aria-label={texts.active.finishLabel(service)}
      onClick={finish}
    >
      {texts.active.finish}
    </Button>
  );
}

/** /active-services: paid services; 'Servicio realizado' once started (decision 27). */
export function ActiveServices() {
  return (
    <CustomerScreen title={texts.active.title} intro={texts.active.intro}>
      <BookingList
        kind="active"
        texts={texts.active}
        renderActions={(booking, service) => {
          const actions = customerActions(booking);
          return (
            <>
              {actions.finish ? (
                <FinishButton booking={booking} service={service} />
              ) : (
                <Text size="sm" c="gray.7">
                  {texts.active.notStarted}
                </Text>
              )}
              {/* A paid booking is cancelled with a full refund, up to 24 h before (decision 24). */}
              {actions.cancel ? <CancelButton booking={booking} service={service} /> : null}
            </>
          );
        }}
      />
    </CustomerScreen>
  );
}

/** 'Reportar un problema' on a finished service, within 48 hours of its end (PD-39). */
function ReportProblemButton({ booking, service }: { booking: CustomerBooking; service: string }) {
  const [opened, setOpened] = useState(false);
  const [submittedAt, setSubmittedAt] = useState(0);
  const report = useReportProblem();
  return (
    <>
      <Button
        variant="default"
        aria-label={problemTexts.reportLabel(booking.agent.name)}
        onClick={() => {
          report.reset();
          setOpened(true);
        }}
      >
        {problemTexts.report}
      </Button>
      {opened ? (
        <ReportProblemDialog
          service={service}
          onClose={() => setOpened(false)}
          busy={report.isPending}
          error={report.error}
          submittedAt={submittedAt}
          onReport={(body, onError) => {
            setSubmittedAt(Date.now());
            report.mutate(
              { id: booking.id, body },
              {
                onSuccess: () => {
                  setOpened(false);
                  notify('success', problemTexts.sent);
                },
                onError,
              },
            );
          }}
        />
      ) : null}
    </>
  );
}

/**
 * 'Reservar de nuevo' (PD-46): the agent's public profile, which lists its next days with slots,
 * or its first day with one up to 90 days ahead, and books a slot where it shows it.
 */
function BookAgainLink({ booking }: { booking: CustomerBooking }) {
  return (
    <Button
      component={Link}
      to={generatePath(paths.publicAgentProfile, { id: booking.agent.id })}
      aria-label={favouritesTexts.bookAgainLabel(booking.agent.name)}
    >
      {favouritesTexts.bookAgain}
    </Button>
  );
}

/** The booking's problem report and what was refunded, once there is either (PD-39). */
function ProblemFields({ booking }: { booking: CustomerBooking }) {
  const { problem } = booking;
  return (
    <>
      {problem ? (
        <Field label={problemTexts.problemLabel}>
          {problem.status === 'open' || !problem.resolution
            ? problemTexts.reported
            : problemTexts.resolved(problemReportsTexts.resolutions[problem.resolution] ?? '')}
        </Field>
      ) : null}
      {booking.refunded > 0 ? (
        <Field label={problemTexts.refundedLabel}>{formatClp(booking.refunded)}</Field>
      ) : null}
    </>
  );
}

/**
 * /finished-services: done services with the rating and comment, or 'No evaluado', the problem
 * reported and what was refunded, and 'Reportar un problema' within 48 hours of the service.
 */
export function FinishedServices() {
  return (
    <CustomerScreen title={texts.finished.title} intro={texts.finished.intro}>
      <BookingList
        kind="finished"
        texts={texts.finished}
        renderDetails={(booking) => (
          <>
            {booking.rating ? (
              <>
                <Field label={texts.list.rating}>
                  <WholeStars stars={booking.rating.rating} />
                </Field>
                <Field label={texts.list.comment}>
                  {booking.rating.comment.trim() ? booking.rating.comment : texts.list.noComment}
                </Field>
              </>
            ) : (
              <Field label={texts.list.rating}>{texts.list.notRated}</Field>
            )}
            <ProblemFields booking={booking} />
          </>
        )}
        renderActions={(booking, service) => (
          <>
            <BookAgainLink booking={booking} />
            {booking.canReportProblem ? (
              <ReportProblemButton booking={booking} service={service} />
            ) : null}
          </>
        )}
      />
    </CustomerScreen>
  );
}

/** /cancelled-services: rejected, expired and cancelled bookings, each with why. */
export function CancelledServices() {
  return (
    <CustomerScreen title={texts.cancelled.title} intro={texts.cancelled.intro}>
      <BookingList
        kind="cancelled"
        texts={texts.cancelled}
        renderDetails={(booking) => <Field label={texts.list.reason}>{reasonLabel(booking)}</Field>}
      />
    </CustomerScreen>
  );
}
