import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';

/**
 * How a booking's values read on the agent's screens (the dashboard and the booking lists; spec
 * §2, decision 28): 'N/A' for what is missing, a phone with one '+', whole pesos and hours.
 */

/** A missing or blank value reads 'N/A' (spec). */
export function orNotAvailable(value: string | null | undefined): string {
  return value && value.trim() ? value : dashboardTexts.notAvailable;
}

/**
 * A phone shown once with a single '+' in front (decision 28): '56987654321' and '+56987654321'
 * both read '+56987654321'; a missing phone reads 'N/A'.
 */
export function phoneWithPlus(phone: string | null | undefined): string {
  const digits = (phone ?? '').trim().replace(/^[+\s]+/, '');
  return digits ? `+${digits}` : dashboardTexts.notAvailable;
}

const clp = new Intl.NumberFormat('es-CL', {
  style: 'currency',
  currency: 'CLP',
  maximumFractionDigits: 0,
});
const hoursFormat = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2 });

/** Whole Chilean pesos as people read them: '$25.500'. */
export function formatClp(amount: number): string {
  return clp.format(amount);
}

/** Hours with a decimal comma when needed: '3', '3,5'. */
export function formatHours(hours: number): string {
  return hoursFormat.format(hours);
}
