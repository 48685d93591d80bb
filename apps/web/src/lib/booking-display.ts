import { formatClp, formatHours, phoneWithOnePlus } from '@brillo/domain/format-booking';
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
  return phoneWithOnePlus(phone) ?? dashboardTexts.notAvailable;
}

/** Whole pesos ('$25.500') and hours ('3,5'), formatted as the emails format them. */
export { formatClp, formatHours };
