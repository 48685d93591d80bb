import { Badge, Button, Group, Paper, Stack, Title, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { agentBookingScreenStatuses } from '@brillo/domain/agent-booking-statuses';
import { bankAccountTexts } from '@brillo/domain/texts/bank-account.es-CL';
import { agentProfileTexts } from '@brillo/domain/texts/agent-profile.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { paths } from '@/config/paths';
import { useAgentBookings, useClosedBookings } from '../api/dashboard';
import classes from './dashboard-actions.module.css';
import { EarningsBalance } from './earnings-balance';

const texts = dashboardTexts.actions;
const paidStatuses = ['accepted_payment_success'] as const;

/** How a count badge reads: 'reservas', or 'reservas pagadas' where it counts the paid ones. */
type CountWords = (count: number) => string;

/** The count badge of a booking screen: its list's exact total, or a word while unknown. */
function CountBadge({
  list,
  words = texts.count,
}: {
  list: UseQueryResult<{ total: number }>;
  words?: CountWords | undefined;
}) {
  const label = list.data
    ? words(list.data.total)
    : list.isError
      ? texts.countFailed
      : texts.countLoading;
  return (
    <Badge variant="filled" color="brillo" className={classes.count}>
      <span aria-hidden>{list.data ? list.data.total : '…'}</span>
      {/* After the link's label: 'Reservas aceptadas, 2 reservas'. */}
      <VisuallyHidden>{`, ${label}`}</VisuallyHidden>
    </Badge>
  );
}

interface BookingScreenLinkProps {
  label: string;
  to: string;
  list: UseQueryResult<{ total: number }>;
  /** What the badge counts, when not every booking of the screen. */
  countWords?: CountWords;
}

/** A link to one of the booking screens, with how many bookings it lists (or `countWords` says). */
function BookingScreenLink({ label, to, list, countWords }: BookingScreenLinkProps) {
  return (
    <li>
      <Button
        component={Link}
        to={to}
        variant="default"
        fullWidth
        justify="space-between"
        rightSection={<CountBadge list={list} words={countWords} />}
        classNames={{ root: classes.root, label: classes.label }}
      >
        {label}
      </Button>
    </li>
  );
}

/**
 * The dashboard's buttons (spec §2): availability, biography, the bank account, 'Mis ganancias'
 * with the available balance, the booking screens with counts.
 * 'Reservas aceptadas' counts the accepted and paid bookings, as the spec's badge does (the same
 * read as the bookings panel's paid list); its screen also lists those waiting for payment.
 */
export function DashboardActions() {
  const pending = useAgentBookings(agentBookingScreenStatuses.pending);
  const paid = useAgentBookings(paidStatuses);
  const rejected = useAgentBookings(agentBookingScreenStatuses.rejected);
  const closed = useClosedBookings();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="actions-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="actions-title">
          {texts.title}
        </Title>
        <Group gap="sm">
          <Button component={Link} to={paths.schedules}>
            {texts.addAvailability}
          </Button>
          <Button component={Link} to={paths.availability} variant="light">
            {texts.editAvailability}
          </Button>
          <Button component={Link} to={paths.bio} variant="light">
            {agentProfileTexts.bio.dashboardLink}
          </Button>
          <Button component={Link} to={paths.bankAccount} variant="light">
            {bankAccountTexts.dashboardLink}
          </Button>
        </Group>
        <EarningsBalance />
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          <BookingScreenLink label={texts.pending} to={paths.pending} list={pending} />
          <BookingScreenLink
            label={texts.accepted}
            to={paths.accepted}
            list={paid}
            countWords={texts.countPaid}
          />
          <BookingScreenLink label={texts.closed} to={paths.closed} list={closed} />
          <BookingScreenLink label={texts.rejected} to={paths.rejected} list={rejected} />
        </Stack>
      </Stack>
    </Paper>
  );
}
