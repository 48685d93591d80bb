import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';

/**
 * The dashboard's display rules (spec §2 "Agent dashboard"; product decisions 28, 29), kept apart
 * from the components so each is tested on its own.
 */

/**
 * Decision 29: the mean of the ratings rounded to the nearest whole star (half rounds up), or
 * null when there are none ('Sin evaluaciones', never zero stars).
 */
export function roundedStars(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return Math.min(5, Math.max(1, Math.round(mean)));
}

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
