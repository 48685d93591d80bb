import { AGENTS_PAGE_SIZE } from './agent-filters.ts';

/**
 * The numbers and rules of finding an agent (spec §2 "Customer dashboard", §9; decisions 21, 43,
 * 44; PD-46) that pages and the API share. Without zod, so that a page can import them without
 * the contract's schemas (ADR-088); `contracts/discovery` exports them too.
 */

/** 'Disponibilidad cercana': agents a page (spec §9) and the most a client may ask for. */
export const CLOSEST_PAGE_SIZE = 4;
export const CLOSEST_PAGE_MAX = 20;
/** Pages beyond this are refused: no list of agents is that long. */
export const CLOSEST_PAGE_LAST = 10_000;
/** The pagination's window of page numbers (spec §9). */
export const PAGINATION_WINDOW = 5;
/** How far ahead a day may be asked for: slots start at most 90 days ahead (decision 21), +1. */
export const DISCOVERY_DAYS_AHEAD = 91;
/** The agents of a day a page (decision 44); `total` counts them all. */
export const AGENTS_PER_DAY_MAX = AGENTS_PAGE_SIZE;
/** A signed-in customer's favourites shown first in 'Disponibilidad cercana' (PD-46), at most. */
export const NEARBY_FAVOURITES_MAX = 4;
/** A signed-in customer's favourites shown first among the agents of a day (PD-46), at most. */
export const DAY_FAVOURITES_MAX = AGENTS_PAGE_SIZE;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

/** A calendar date that exists (no 31 February), `YYYY-MM-DD`. */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A month that exists, `YYYY-MM`. */
export function isCalendarMonth(value: string): boolean {
  if (!MONTH.test(value)) return false;
  const [year, month] = value.split('-').map(Number) as [number, number];
  return year >= 2000 && year <= 9999 && month >= 1 && month <= 12;
}

/**
 * The total of a booking as the server computes it (spec §9; `bookings.amount`): the hourly
 * rate times the exact hours, rounded to whole pesos.
 */
export function bookingTotal(hourlyRate: number, startTime: string, endTime: string): number {
  const seconds = (Date.parse(endTime) - Date.parse(startTime)) / 1000;
  return Math.round((hourlyRate * seconds) / 3600);
}

/**
 * The page numbers to show around `page` of `pages`: at most `PAGINATION_WINDOW`, `page` as
 * centred as the ends allow.
 */
export function paginationWindow(page: number, pages: number): number[] {
  if (pages <= 0) return [];
  const size = Math.min(PAGINATION_WINDOW, pages);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}
