import { useEffect, useId, useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { CustomerBooking } from '@brillo/domain/contracts/customer-bookings';
import { formatDateTime } from '@brillo/domain/format';
import { customerBookingsTexts } from '@brillo/domain/texts/customer-bookings.es-CL';
import { ratingsTexts } from '@brillo/domain/texts/ratings.es-CL';
import { DEFAULT_TIME_ZONE } from '@brillo/domain/zoned-time';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePublicConfig } from '@/hooks/use-public-config';
import { notify } from '@/lib/notify';
import { useFinishedBookings } from '../api/ratings';
import { RatingForm } from './rating-form';

const texts = ratingsTexts.page;

/** After a rating is sent, the dashboard comes back after this long (spec §4, §9). */
export const BACK_TO_DASHBOARD_MS = 2000;

/** One finished booking to rate: who and when, and the 'Presiona para evaluar' toggle. */
function RateableBooking({
  booking,
  timeZone,
  onSent,
}: {
  booking: CustomerBooking;
  timeZone: string;
  onSent: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const start = formatDateTime(booking.startTime, timeZone);
  const service = customerBookingsTexts.list.serviceWith(booking.agent.name, start);
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={service}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {booking.agent.name}
          </Text>
          <Text size="sm">{start}</Text>
        </Stack>
        <div>
          <Button
            variant={open ? 'light' : 'filled'}
            aria-expanded={open}
            aria-controls={formId}
            aria-label={texts.toggleLabel(service)}
            onClick={() => setOpen(!open)}
          >
            {texts.toggle}
          </Button>
        </div>
        <div id={formId} hidden={!open}>
          {open ? <RatingForm booking={booking} onSent={onSent} /> : null}
        </div>
      </Stack>
    </Paper>
  );
}

/**
 * /rating (spec §2, §4; decisions 25, 29): the caller's finished bookings without a rating that
 * can still be rated, each with its toggle and form. After a rating is sent, the spec's message
 * shows and the customer dashboard comes back after 2 seconds.
 */
export function RatingPage() {
  usePageTitle(texts.title);
  const list = useFinishedBookings();
  const timeZone = usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  const navigate = useNavigate();
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    if (sent === null) return;
    const timer = setTimeout(() => void navigate(paths.customerDashboard), BACK_TO_DASHBOARD_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  function onSent(message: string) {
    notify('success', message);
    setSent(message);
  }

  let content;
  if (sent !== null) {
    content = (
      // The notification announces the message; this stays on the page until it changes.
      <Paper withBorder radius="md" p="md" bg="brillo.0">
        <Text fw={700}>{sent}</Text>
        <Text size="sm">{ratingsTexts.form.backSoon}</Text>
      </Paper>
    );
  } else if (list.isPending) {
    content = <LoadingState text={texts.loading} />;
  } else if (list.isError) {
    content = (
      <LoadFailed
        text={texts.loadFailed}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else {
    const rateable = list.data.bookings.filter((booking) => booking.actions.includes('rate'));
    content =
      rateable.length === 0 ? (
        <Text>{texts.empty}</Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={texts.listLabel}
        >
          {rateable.map((booking) => (
            <RateableBooking
              key={booking.id}
              booking={booking}
              timeZone={timeZone}
              onSent={onSent}
            />
          ))}
        </Stack>
      );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{texts.title}</Title>
      <Text>{texts.intro}</Text>
      {content}
    </Stack>
  );
}
