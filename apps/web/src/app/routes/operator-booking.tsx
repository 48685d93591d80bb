import { consolePaths } from '@brillo/domain/console-paths';
import { useState } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { operatorBookingsTexts } from '@brillo/domain/texts/operator-bookings.es-CL';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { DEFAULT_TIME_ZONE } from '@brillo/domain/zoned-time';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { paths } from '@/config/paths';
import { useCancelOperatorBooking, useOperatorBooking } from '@/features/operators/api/bookings';
import { BookingDetail } from '@/features/operators/components/booking-detail';
import { useRefundOperatorBooking } from '@/features/operators/api/problems';
import { CancelBookingDialog } from '@/features/operators/components/cancel-booking-dialog';
import { ConsolePage } from '@/features/operators/components/console-page';
import { RefundBookingDialog } from '@/features/operators/components/refund-booking-dialog';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePublicConfig } from '@/hooks/use-public-config';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { NotFoundRoute } from './not-found';

const texts = operatorBookingsTexts.detail;

/**
 * /operador/reservas/:id (issue 32): one booking with its people, money, history and emails, and
 * its cancellation on someone's behalf with a reason. An unknown booking says so inside the
 * console; anyone but an operator gets the not-found page, as everywhere in the console.
 */
export function OperatorBookingRoute() {
  const { id = '' } = useParams();
  const booking = useOperatorBooking(id);
  const cancel = useCancelOperatorBooking(id);
  const [cancelling, setCancelling] = useState(false);
  const refund = useRefundOperatorBooking(id);
  const [refunding, setRefunding] = useState(false);
  const [submittedAt, setSubmittedAt] = useState(0);
  const error = booking.error instanceof ApiError ? booking.error : null;
  const timeZone = usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  usePageTitle(texts.title);

  if (error?.code === 'TWO_FACTOR_SETUP_REQUIRED') {
    return <Navigate to={paths.operatorAuthenticator} replace />;
  }
  // An operator reads "no such booking"; anyone else is never told the console exists.
  if (error?.status === 404 && error.message !== operatorBookingsTexts.api.bookingNotFound) {
    return <NotFoundRoute />;
  }

  let body;
  if (booking.isPending) body = <LoadingState text={texts.loading} />;
  else if (error?.status === 404) body = <Text role="status">{texts.notFound}</Text>;
  else if (booking.isError) {
    body = (
      <LoadFailed
        text={texts.error}
        onRetry={() => void booking.refetch()}
        retrying={booking.isFetching}
      />
    );
  } else {
    body = (
      <BookingDetail
        booking={booking.data}
        timeZone={timeZone}
        onCancel={() => {
          cancel.reset();
          setCancelling(true);
        }}
        onRefund={() => {
          refund.reset();
          setRefunding(true);
        }}
      />
    );
  }

  return (
    <ConsolePage>
      <Stack gap="md">
        <Anchor component={Link} to={consolePaths.operatorBookings}>
          {texts.back}
        </Anchor>
        <Title order={2}>{texts.title}</Title>
        {body}
      </Stack>
      {cancelling ? (
        <CancelBookingDialog
          onClose={() => setCancelling(false)}
          busy={cancel.isPending}
          error={cancel.error}
          submittedAt={submittedAt}
          onCancel={(reason, onError) => {
            setSubmittedAt(Date.now());
            cancel.mutate(reason, {
              onSuccess: () => {
                setCancelling(false);
                notify('success', operatorBookingsTexts.cancelDialog.done);
              },
              onError,
            });
          }}
        />
      ) : null}
      {refunding && booking.data ? (
        <RefundBookingDialog
          left={booking.data.refundable}
          onClose={() => setRefunding(false)}
          busy={refund.isPending}
          error={refund.error}
          submittedAt={submittedAt}
          onRefund={(body, onError) => {
            setSubmittedAt(Date.now());
            refund.mutate(body, {
              onSuccess: () => {
                setRefunding(false);
                notify('success', problemReportsTexts.refund.done);
              },
              onError,
            });
          }}
        />
      ) : null}
    </ConsolePage>
  );
}
