import { Badge, Button, Group, Paper, Stack, Title, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { agentBookingScreenStatuses } from '@brillo/domain/contracts/agent-bookings';
import { agentProfileTexts } from '@brillo/domain/texts/agent-profile.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { paths } from '@/config/paths';
import { useAgentBookings, useClosedBookings } from '../api/dashboard';
import classes from './dashboard-actions.module.css';

const texts = dashboardTexts.actions;

/** The count badge of a booking screen: its list's exact total, or a word while unknown. */
function CountBadge({ list }: { list: UseQueryResult<{ total: number }> }) {
  const label = list.data
    ? texts.count(list.data.total)
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
}

/** A link to one of the booking screens, with how many bookings it lists. */
function BookingScreenLink({ label, to, list }: BookingScreenLinkProps) {
  return (
    <li>
      <Button
        component={Link}
        to={to}
        variant="default"
        fullWidth
        justify="space-between"
        rightSection={<CountBadge list={list} />}
        classNames={{ root: classes.root, label: classes.label }}
      >
        {label}
      </Button>
    </li>
  );
}

/** The dashboard's buttons (spec §2): availability, the booking screens with counts, biography. */
export function DashboardActions() {
  const pending = useAgentBookings(agentBookingScreenStatuses.pending);
  const accepted = useAgentBookings(agentBookingScreenStatuses.accepted);
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
        </Group>
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          <BookingScreenLink label={texts.pending} to={paths.pending} list={pending} />
          <BookingScreenLink label={texts.accepted} to={paths.accepted} list={accepted} />
          <BookingScreenLink label={texts.closed} to={paths.closed} list={closed} />
          <BookingScreenLink label={texts.rejected} to={paths.rejected} list={rejected} />
        </Stack>
      </Stack>
    </Paper>
  );
}
