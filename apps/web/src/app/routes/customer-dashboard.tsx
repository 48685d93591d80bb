import { Container } from '@mantine/core';
import { texts } from '@brillo/domain/texts.es-CL';
import { ProfileGreeting } from '@/components/profile-greeting';
import { useDashboardGreeting } from '../use-dashboard-greeting';

/** /customer-dashboard, behind the customer guard. Its tiles arrive with the booking issues. */
export function CustomerDashboardRoute() {
  const greeting = useDashboardGreeting(texts.dashboards.customerTitle);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      {greeting ? <ProfileGreeting {...greeting} headingOrder={1} /> : null}
    </Container>
  );
}
