import { Container } from '@mantine/core';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { ProfileGreeting } from '@/components/profile-greeting';
import { useDashboardGreeting } from '../use-dashboard-greeting';

/** /customer-dashboard, behind the customer guard. Its tiles arrive with the booking issues. */
export function CustomerDashboardRoute() {
  const greeting = useDashboardGreeting(dashboardTexts.customerTitle);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      {greeting ? <ProfileGreeting {...greeting} headingOrder={1} /> : null}
    </Container>
  );
}
