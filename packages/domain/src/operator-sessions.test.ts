import { describe, expect, it } from 'vitest';
import {
  OPERATOR_SESSION_HOURS,
  isOperatorSessionCurrent,
  operatorSessionEndsAt,
} from './operator-sessions.ts';

describe("an operator's session", () => {
  const signedInAt = new Date('2026-04-04T22:30:00Z');

  it('lasts 8 hours from the sign-in', () => {
    expect(OPERATOR_SESSION_HOURS).toBe(8);
    expect(operatorSessionEndsAt(signedInAt).toISOString()).toBe('2026-04-05T06:30:00.000Z');
  });

  it('holds until the last millisecond of those hours and ends at the eighth', () => {
    expect(isOperatorSessionCurrent(signedInAt, signedInAt)).toBe(true);
    expect(isOperatorSessionCurrent(signedInAt, new Date('2026-04-05T06:29:59.999Z'))).toBe(true);
    expect(isOperatorSessionCurrent(signedInAt, new Date('2026-04-05T06:30:00.000Z'))).toBe(false);
  });
});
