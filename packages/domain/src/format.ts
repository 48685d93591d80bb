/**
 * Formatting helpers shared by the web app and the API. Each one takes plain data and returns what
 * a person reads or what a link needs.
 */

import { perTimeZone } from './per-time-zone.ts';

/**
 * An instant as a person in `timeZone` reads it, in Chilean Spanish with a 12-hour clock:
 * "3 dic 2026, 2:05 p. m.".
 */
export function formatDateTime(instant: string | Date, timeZone: string): string {
  return dateTimeFormat(timeZone).format(new Date(instant));
}

const dateTimeFormat = perTimeZone(
  (timeZone) =>
    new Intl.DateTimeFormat('es-CL', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone,
    }),
);

/**
 * The calendar day of an instant as a person in `timeZone` reads it, in Chilean Spanish:
 * "22 de noviembre de 2026".
 */
export function formatLongDate(instant: string | Date, timeZone: string): string {
  return longDateFormat(timeZone).format(new Date(instant));
}

const longDateFormat = perTimeZone(
  (timeZone) => new Intl.DateTimeFormat('es-CL', { dateStyle: 'long', timeZone }),
);
