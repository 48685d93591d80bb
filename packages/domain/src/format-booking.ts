/**
 * How a booking's amount, hours and contact phone read, in the web app and in emails. Apart from
 * `format.ts` on purpose: its link helpers are in the web app's first download (the footer), and
 * a module is bundled whole, so these formatters would ride along.
 */

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
