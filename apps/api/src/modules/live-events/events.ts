import { z } from 'zod';
import { bookingStatuses } from '@brillo/domain/enums';

/** The channel booking changes are announced on, at commit, to every API process (ADR-046). */
export const LIVE_EVENTS_CHANNEL = 'brillo_events';

/**
 * What travels on the channel: the booking, its new status and the two people concerned (the
 * profiles' primary keys are their users' ids). Never personal data: the browser refetches.
 */
export const LiveNotificationSchema = z.object({
  bookingId: z.string().min(1),
  status: z.enum(bookingStatuses),
  userIds: z.array(z.string().min(1)).max(2),
});
export type LiveNotification = z.infer<typeof LiveNotificationSchema>;

/** One Server-Sent Events message, as written on the wire. */
export function eventMessage(event: string, data: object): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Reads a notification's payload; anything malformed is ignored (answers null). */
export function parseNotification(payload: string): LiveNotification | null {
  try {
    const parsed = LiveNotificationSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
