import type { BookingLiveEvent } from '@brillo/domain/contracts/live-events';
import { bookingStatuses, type BookingStatus } from '@brillo/domain/enums';
import { isRecord, isText } from '@/lib/answer-shape';

function isBookingStatus(value: unknown): value is BookingStatus {
  return (bookingStatuses as readonly unknown[]).includes(value);
}

/**
 * A `booking` event's data read by hand as `BookingLiveEventSchema` reads it: every signed-in
 * page's guard reads the live events, and its chunk waits for no zod (ADR-089). Undefined for data
 * off the contract.
 */
export function bookingLiveEventOf(body: unknown): BookingLiveEvent | undefined {
  if (!isRecord(body)) return undefined;
  const { bookingId, status } = body;
  if (!isText(bookingId) || !isBookingStatus(status)) return undefined;
  return { bookingId, status };
}
