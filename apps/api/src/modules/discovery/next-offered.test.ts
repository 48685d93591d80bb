import { describe, expect, it } from 'vitest';
import { nextOfferedStartsSize } from './next-offered.ts';

describe('nextOfferedStartsSize', () => {
  it('takes the next power of two, so a few prepared statements serve lists of any length', () => {
    expect([1, 2, 3, 4, 5, 8, 9, 100].map(nextOfferedStartsSize)).toEqual([
      1, 2, 4, 4, 8, 8, 16, 128,
    ]);
  });
});
