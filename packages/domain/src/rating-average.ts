/**
 * Averages of an agent's ratings (spec §9; product decision 29), computed from the integer sum and
 * count the database returns so that no floating-point residue decides a rounding.
 */

/** What every listing of an agent carries: the mean to one decimal, or null with no ratings. */
export interface RatingSummary {
  /** The mean rounded half up to one decimal (4.45 → 4.5), or null when `count` is 0. */
  average: number | null;
  count: number;
}

/** The summary of `count` ratings adding up to `sum` (both whole numbers). */
export function summariseRatings(sum: number, count: number): RatingSummary {
  if (count <= 0) return { average: null, count: 0 };
  // round(sum / count, 1 decimal) half up, in integers: floor((20·sum + count) / (2·count)) / 10.
  const tenths = Math.floor((20 * sum + count) / (2 * count));
  return { average: tenths / 10, count };
}

/** The summary of a list of ratings (1 to 5 each). */
export function summariseRatingList(ratings: readonly number[]): RatingSummary {
  return summariseRatings(
    ratings.reduce((total, rating) => total + rating, 0),
    ratings.length,
  );
}

/**
 * The customer side's stars (decision 29): the whole part of the one-decimal average as full stars,
 * and a half star when its fraction is 0.5 or more. Null with no ratings ('Sin evaluaciones').
 */
export function customerStars(summary: RatingSummary): { full: number; half: boolean } | null {
  if (summary.average === null) return null;
  const full = Math.floor(summary.average);
  return { full, half: summary.average - full >= 0.5 };
}

/**
 * The agent's stars (decision 29, spec §9: "the agent dashboard rounds [the mean] to the nearest
 * integer"): the exact mean of `count` ratings adding up to `sum`, rounded half up to a whole star,
 * 1 to 5, in integers. Rounded from the mean itself, not from its one-decimal display: 223 / 50 =
 * 4,46 is 4 stars, though customers read '4,5'. Null with no ratings.
 */
export function wholeStars(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.min(5, Math.max(1, Math.floor((2 * sum + count) / (2 * count))));
}

/** Built at the first average written, then kept (a list of agents writes one per agent). */
let averageFormat: Intl.NumberFormat | undefined;

/** The average as Chilean Spanish writes it: '4,6'. */
export function formatAverage(average: number): string {
  averageFormat ??= new Intl.NumberFormat('es-CL', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return averageFormat.format(average);
}
