import { favouritesTexts } from '@brillo/domain/texts/favourites.es-CL';
import { CustomerScreen } from '@/features/customer-bookings/components/customer-screen';
import { useTimeZone } from '@/features/availability/hooks/use-time-zone';
import { MyAgents } from '@/features/favourites/components/my-agents';

/** /mis-agentes, behind the customer guard and beside the customer sidebar (PD-46). */
export function MyAgentsRoute() {
  const timeZone = useTimeZone();
  return (
    <CustomerScreen title={favouritesTexts.page.title} intro={favouritesTexts.page.intro}>
      <MyAgents timeZone={timeZone} />
    </CustomerScreen>
  );
}
