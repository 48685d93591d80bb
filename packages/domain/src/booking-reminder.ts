import { addCalendarDays, instantToWallTime, wallTimeToInstant } from './zoned-time.ts';

/**
 * The reminder before a paid service (product decision 35): an email to the customer and the
 * agent at 10:00 on the day before the service, on the clocks of the configured zone. Chile's
 * daylight-saving changes happen at midnight, so 10:00 exists on every day and the reminder
 * stays at 10:00 local across them (it is 23, 24 or 25 hours before a 10:00 service). See
 * docs/decisions/045-booking-emails-as-jobs.md.
 */
export const REMINDER_LOCAL_TIME = '10:00';

/** 10:00 on the calendar day before `start`'s day, as read in `timeZone`. */
export function reminderTimeFor(start: Date, timeZone: string): Date {
  const serviceDay = instantToWallTime(start, timeZone).date;
  const result = wallTimeToInstant(addCalendarDays(serviceDay, -1), REMINDER_LOCAL_TIME, timeZone);
  if (!result.ok)
    throw new Error(`reminderTimeFor: no ${REMINDER_LOCAL_TIME} before ${serviceDay}`);
  return new Date(result.instant);
}

/**
 * When to remind, for a booking paid at `now`: the reminder time, or null when it has already
 * passed. A booking paid after 10:00 on the day before its service gets no reminder: its two
 * people were emailed the time and the contact details at the payment, moments (at most a day)
 * before, and a second email with the same facts would be noise.
 */
export function bookingReminderAt(start: Date, now: Date, timeZone: string): Date | null {
  const at = reminderTimeFor(start, timeZone);
  return at.getTime() > now.getTime() ? at : null;
}
