/**
 * Formatting helpers shared by the web app and the API. Each one takes plain data and returns what
 * a person reads or what a link needs.
 */

/**
 * An instant as a person in `timeZone` reads it, in Chilean Spanish with a 12-hour clock:
 * "3 dic 2026, 2:05 p. m.".
 */
export function formatDateTime(instant: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('es-CL', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).format(new Date(instant));
}

/**
 * The calendar day of an instant as a person in `timeZone` reads it, in Chilean Spanish:
 * "22 de noviembre de 2026".
 */
export function formatLongDate(instant: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('es-CL', { dateStyle: 'long', timeZone }).format(
    new Date(instant),
  );
}
