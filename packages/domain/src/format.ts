/**
 * Formatting helpers shared by the web app and the API. Each one takes plain data and returns what
 * a person reads or what a link needs.
 */

/** A phone number as people write it ("+56 2 2345 6789") turned into a `tel:` link target. */
export function toTelHref(phone: string): string {
  const international = /^\D*\+/.test(phone);
  const digits = phone.replace(/\D/g, '');
  return `tel:${international ? '+' : ''}${digits}`;
}

/** A `mailto:` link target for an email address. */
export function toMailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

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

const clp = new Intl.NumberFormat('es-CL', {
  style: 'currency',
  currency: 'CLP',
  maximumFractionDigits: 0,
});
const hoursFormat = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2 });

/** Whole Chilean pesos as people read them (decision 3): '$25.500'. */
export function formatClp(amount: number): string {
  return clp.format(amount);
}

/** Hours with a decimal comma when needed: '3', '3,5'. */
export function formatHours(hours: number): string {
  return hoursFormat.format(hours);
}

/**
 * A phone written with a single '+' in front (decision 28): '56987654321' and '+56987654321' both
 * read '+56987654321'; a missing or blank phone is null.
 */
export function phoneWithOnePlus(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').trim().replace(/^[+\s]+/, '');
  return digits ? `+${digits}` : null;
}
