import { useProfileSession } from '@/features/customer-bookings/api/profile';
import { CustomerProfile } from '@/features/customer-bookings/components/customer-profile';

/** /profile, behind the customer guard: the session's data, read-only (spec §2). */
export function ProfileRoute() {
  const session = useProfileSession();
  return (
    <CustomerProfile
      session={session.data}
      error={session.error}
      retrying={session.isFetching}
      onRetry={() => void session.refetch()}
    />
  );
}
