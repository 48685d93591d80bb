import { Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentBookingListStatus } from '@brillo/domain/contracts/agent-bookings';
import { agentProfileTexts } from '@brillo/domain/texts/agent-profile.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { paths } from '@/config/paths';
import { useAgentBookings } from '../api/dashboard';
import classes from './dashboard-actions.module.css';

const texts = dashboardTexts.actions;

/** The count badge of a booking list: its exact total, or a word while unknown. */
function CountBadge({ status }: { status: AgentBookingListStatus }) {
  const list = useAgentBookings(status);
  const label = list.data
    ? texts.count(list.data.total)
    : list.isError
      ? texts.countFailed
      : texts.countLoading;
  return (
    <Badge variant="filled" color="brillo">
      <span aria-hidden>{list.data ? list.data.total : '…'}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Badge>
  );
}

interface SoonActionProps {
  label: string;
  count?: AgentBookingListStatus;
}

/**
 * A booking screen not built yet (/pending, /accepted, /closed, /rejected): shown as unavailable
 * with 'Pronto', never as a link to a missing page, and with its real count where there is one.
 */
function SoonAction({ label, count }: SoonActionProps) {
  return (
    <li className={classes.soon}>
      <span className={classes.soonLabel}>{label}</span>
      {count ? <CountBadge status={count} /> : null}
      <Badge size="xs" variant="light" color="gray" className={classes.soonBadge}>
        {texts.soon}
      </Badge>
    </li>
  );
}

/** The dashboard's buttons (spec §2): availability, the booking screens with counts, biography. */
export function DashboardActions() {
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
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          <SoonAction label={texts.pending} count="pending" />
          <SoonAction label={texts.accepted} count="accepted_payment_success" />
          <SoonAction label={texts.closed} />
          <SoonAction label={texts.rejected} />
        </Stack>
        <Text size="xs" c="gray.7">
          {texts.soonNote}
        </Text>
      </Stack>
    </Paper>
  );
}
