import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { OfferedSlot } from '@brillo/domain/contracts/discovery';
import { bookingTotal } from '@brillo/domain/discovery-rules';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { formatDayHeading, formatSlotTimes, instantToWallTime } from '@brillo/domain/zoned-time';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatClp, formatHours } from '@/lib/booking-display';
import { notify } from '@/lib/notify';
import { useBookSlot } from '../api/discovery';
import classes from './customer-dashboard.module.css';

const texts = discoveryTexts.confirm;

interface ConfirmBookingProps {
  agent: { id: string; name: string; hourlyRate: number };
  slot: OfferedSlot;
  timeZone: string;
  /** Closes the card: after Volver, after a booking, and when the slot was taken. */
  onClose: () => void;
}

/** What a failed booking says (spec §8 "Bookings"): the server's message, or its status. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.message || texts.failedStatus(error.status);
  }
  return texts.failedStatus(0);
}

/**
 * The confirmation card (spec §2): agent, date, times, hours, rate and the total computed as the
 * server computes it (decision 22: the whole slot), with Confirmar and Volver. A 409 (the slot was
 * taken meanwhile) shows the server's Spanish message; the slots read again (useBookSlot).
 */
export function ConfirmBooking({ agent, slot, timeZone, onClose }: ConfirmBookingProps) {
  const book = useBookSlot();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [slot.id]);
  const signedOut = book.error instanceof ApiError && book.error.status === 401;
  const day = instantToWallTime(slot.startTime, timeZone).date;

  function confirm() {
    book.mutate(
      { agentId: agent.id, slot },
      {
        onSuccess: () => {
          notify('success', texts.success);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          notify('error', failureMessage(error));
          if (error instanceof ApiError && error.status === 409) onClose();
        },
      },
    );
  }

  const rows: [string, string][] = [
    [texts.agent, agent.name],
    [texts.date, formatDayHeading(day, timeZone)],
    [texts.times, formatSlotTimes(slot.startTime, slot.endTime, timeZone)],
    [texts.hours, formatHours(slot.hours)],
    [texts.rate, formatClp(agent.hourlyRate)],
    [texts.total, formatClp(bookingTotal(agent.hourlyRate, slot.startTime, slot.endTime))],
  ];

  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="confirm-title"
      className={classes.confirm}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="confirm-title" ref={heading} tabIndex={-1}>
          {texts.title}
        </Title>
        <dl className={classes.details}>
          {rows.map(([label, value]) => (
            <div key={label} className={classes.detailRow}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {signedOut ? (
          <Alert color="red" variant="light">
            <Text>{texts.signInNeeded}</Text>
          </Alert>
        ) : null}
        <Group gap="sm">
          {signedOut ? (
            <Button component={Link} to={paths.signIn}>
              {texts.signInButton}
            </Button>
          ) : (
            <Button onClick={confirm} loading={book.isPending}>
              {texts.submit}
            </Button>
          )}
          <Button variant="default" onClick={onClose} disabled={book.isPending}>
            {texts.back}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
