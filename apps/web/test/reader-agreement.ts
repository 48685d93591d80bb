import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * Checks that a hand reading of an answer (`lib/answer-shape.ts`) agrees with the answer's zod
 * contract: each valid body reads as the contract parses it, each invalid one is refused by both.
 */
export function expectSameReading(
  read: (body: unknown) => unknown,
  schema: z.ZodType,
  { valid, invalid }: { valid: unknown[]; invalid: unknown[] },
): void {
  for (const body of valid) {
    const parsed = schema.safeParse(body);
    expect(parsed.success, JSON.stringify(body)).toBe(true);
    expect(read(body), JSON.stringify(body)).toEqual(parsed.data);
  }
  for (const body of invalid) {
    expect(schema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    expect(read(body), JSON.stringify(body)).toBeUndefined();
  }
}
