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

export { formatClp, formatHours, orNotAvailable, phoneWithPlus } from '@/lib/booking-display';
