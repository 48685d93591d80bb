import { Stack } from '@mantine/core';
import { agentBookingsTexts } from '@brillo/domain/texts/agent-bookings.es-CL';
import { AgentScreen } from '@/components/agent-screen';
import { ClosedBookings } from '@/features/agent-bookings/components/booking-lists';
import { ReceivedRatings } from '@/features/agent-bookings/components/received-ratings';
import { useTimeZone } from '@/features/availability/hooks/use-time-zone';

/** /closed, behind the agent guard (spec §2 "Other agent screens"), with the ratings received. */
export function ClosedRoute() {
  const timeZone = useTimeZone();
  return (
    <AgentScreen title={agentBookingsTexts.closed.title} intro={agentBookingsTexts.closed.intro}>
      <Stack gap="xl">
        <ClosedBookings timeZone={timeZone} />
        <ReceivedRatings timeZone={timeZone} />
      </Stack>
    </AgentScreen>
  );
}
