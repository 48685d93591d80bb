import { Container, Grid, Stack, Title } from '@mantine/core';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { InTurn, RevealTogether } from '@/components/reveal-together';
import { AvatarEditor } from '@/features/agent-files/components/avatar-editor';
import { useTimeZone } from '@/features/availability/hooks/use-time-zone';
import { ActiveServices } from '@/features/agent-dashboard/components/active-services';
import { BookingsPanel } from '@/features/agent-dashboard/components/bookings-panel';
import { DashboardActions } from '@/features/agent-dashboard/components/dashboard-actions';
import { ProfileHeader } from '@/features/agent-dashboard/components/profile-header';
import { ProfilePanel } from '@/features/agent-dashboard/components/profile-panel';
import { ReferralBanner } from '@/features/agent-dashboard/components/referral-banner';
import { useDashboardGreeting } from '../use-dashboard-greeting';

/**
 * /agent-dashboard, behind the agent guard (spec §2 "Agent dashboard"), top to bottom: the title,
 * the profile header, the paid services to come, the bookings panel, the profile and documents
 * panel, the buttons and the refer-a-colleague banner. Stacked on a phone; from 992 px the
 * bookings take the wide column and the profile and buttons the narrow one. Each part loads and
 * fails on its own. The header shows at once, its lines at their final height while they load
 * (the biography comes with the page, ADR-087); on the first visit the parts under it mount one
 * after another, hidden (`InTurn`), and appear together (`RevealTogether`).
 */
export function AgentDashboardRoute() {
  const greeting = useDashboardGreeting(dashboardTexts.agentTitle);
  const timeZone = useTimeZone();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1}>{dashboardTexts.agentTitle}</Title>
        {greeting ? (
          <ProfileHeader
            name={greeting.name}
            email={greeting.email}
            joinedOn={greeting.joinedOn}
            avatar={<AvatarEditor name={greeting.name} />}
          />
        ) : null}
        <RevealTogether page="agent-dashboard" waitingText={dashboardTexts.loading}>
          <Stack gap="lg">
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="lg">
                  <InTurn>
                    <ActiveServices timeZone={timeZone} />
                  </InTurn>
                  <InTurn>
                    <BookingsPanel timeZone={timeZone} />
                  </InTurn>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="lg">
                  <InTurn>
                    <ProfilePanel timeZone={timeZone} />
                  </InTurn>
                  <InTurn>
                    <DashboardActions />
                  </InTurn>
                </Stack>
              </Grid.Col>
            </Grid>
            <InTurn>
              <ReferralBanner />
            </InTurn>
          </Stack>
        </RevealTogether>
      </Stack>
    </Container>
  );
}
