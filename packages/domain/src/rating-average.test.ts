import { describe, expect, it } from 'vitest';
import {
  customerStars,
  formatAverage,
  summariseRatingList,
  summariseRatings,
  wholeStars,
} from './rating-average.ts';

describe('summariseRatings', () => {
  it('gives no average and a count of 0 when there are no ratings', () => {
    expect(summariseRatings(0, 0)).toEqual({ average: null, count: 0 });
  });

  it('gives the rating itself for one rating', () => {
    expect(summariseRatings(4, 1)).toEqual({ average: 4, count: 1 });
  });

  it.each([
    // [sum, count, average]: 4.45, 4.5 and 4.55 exactly, then thirds.
    [89, 20, 4.5],
    [9, 2, 4.5],
    [91, 20, 4.6],
    [87, 20, 4.4],
    [13, 3, 4.3],
    [14, 3, 4.7],
    [5, 3, 1.7],
  ])('rounds %i / %i half up to one decimal: %d', (sum, count, average) => {
    expect(summariseRatings(sum, count).average).toBe(average);
  });

  it('agrees with the list form', () => {
    expect(summariseRatingList([5, 4, 4])).toEqual(summariseRatings(13, 3));
    expect(summariseRatingList([])).toEqual({ average: null, count: 0 });
  });
});

describe('customerStars', () => {
  it('shows a half star from a fraction of 0.5', () => {
    expect(customerStars({ average: 4.5, count: 2 })).toEqual({ full: 4, half: true });
    expect(customerStars({ average: 4.4, count: 5 })).toEqual({ full: 4, half: false });
    expect(customerStars({ average: 5, count: 1 })).toEqual({ full: 5, half: false });
  });

  it('shows nothing without ratings', () => {
    expect(customerStars({ average: null, count: 0 })).toBeNull();
  });
});

describe('wholeStars', () => {
  it('rounds the exact mean half up to a whole star', () => {
    expect(wholeStars(9, 2)).toBe(5); // 4.5
    expect(wholeStars(22, 5)).toBe(4); // 4.4
    expect(wholeStars(1, 1)).toBe(1);
    expect(wholeStars(0, 0)).toBeNull();
  });

  it('rounds the mean, not its one-decimal display', () => {
    // 223 / 50 = 4.46: customers read 4,5 (half up to one decimal); the agent sees 4 stars.
    expect(summariseRatings(223, 50).average).toBe(4.5);
    expect(wholeStars(223, 50)).toBe(4);
  });
});

describe('formatAverage', () => {
  it('writes one decimal with a comma', () => {
    expect(formatAverage(4.6)).toBe('4,6');
    expect(formatAverage(5)).toBe('5,0');
  });
});
