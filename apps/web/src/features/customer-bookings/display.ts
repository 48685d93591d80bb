import { DEFAULT_TIME_ZONE } from '@brillo/domain/zoned-time';
import { customerBookingsTexts } from '@brillo/domain/texts/customer-bookings.es-CL';
import { usePublicConfig } from '@/hooks/use-public-config';
import type { CustomerBooking } from '@brillo/domain/contracts/customer-bookings';

export { formatClp, formatHours } from '@brillo/domain/format-booking';

/** A phone shown with a single '+' in front (decision 28). */
export function phoneWithPlus(phone: string): string {
  return `+${phone.trim().replace(/^[+\s]+/, '')}`;
}

/** Why a booking ended, as its customer reads it (decision 25). */
export function reasonLabel(booking: CustomerBooking): string {
  const { reasons } = customerBookingsTexts;
  return booking.reason ? reasons[booking.reason] : reasons.unknown;
}

/** The zone times are shown in: the server's configured one, Santiago until it answers. */
export function useTimeZone(): string {
  return usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
}
