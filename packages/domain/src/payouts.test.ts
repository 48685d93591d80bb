import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAYOUT_MINIMUM,
  earningHold,
  earningReleaseAt,
  nextPayoutRun,
  payoutRunInstant,
  payoutRunOf,
} from './payouts.ts';

const ZONE = 'America/Santiago';
const HOUR = 60 * 60 * 1000;

describe('an earning on hold', () => {
  const serviceEnd = new Date('2026-11-20T15:00:00.000Z');

  it('waits 48 hours after its service, and is free from the 48th hour on', () => {
    expect(earningReleaseAt(serviceEnd)).toEqual(new Date('2026-11-22T15:00:00.000Z'));
    const at = (ms: number) => new Date(serviceEnd.getTime() + ms);
    expect(earningHold({ serviceEnd, problemOpen: false, now: at(47 * HOUR) })).toBe(
      'recentService',
    );
    expect(earningHold({ serviceEnd, problemOpen: false, now: at(48 * HOUR - 1) })).toBe(
      'recentService',
    );
    expect(earningHold({ serviceEnd, problemOpen: false, now: at(48 * HOUR) })).toBeNull();
  });

  it('waits while a problem is open, past the 48 hours too', () => {
    expect(
      earningHold({ serviceEnd, problemOpen: true, now: new Date('2026-12-31T00:00:00Z') }),
    ).toBe('openProblem');
    expect(earningHold({ serviceEnd, problemOpen: true, now: serviceEnd })).toBe('openProblem');
  });

  it('is paid from ten thousand pesos', () => {
    expect(PAYOUT_MINIMUM).toBe(10_000);
  });
});

describe('the weekly payout run', () => {
  it('is on Mondays at 09:00 in Santiago, summer time (UTC−3) and winter time (UTC−4) alike', () => {
    expect(payoutRunInstant('2026-11-30', ZONE)).toEqual(new Date('2026-11-30T12:00:00.000Z'));
    expect(payoutRunInstant('2026-06-01', ZONE)).toEqual(new Date('2026-06-01T13:00:00.000Z'));
  });

  it('names the latest Monday whose 09:00 has come', () => {
    // Monday 30 November 2026, 08:59 and 09:00 in Santiago (UTC−3).
    expect(payoutRunOf(new Date('2026-11-30T11:59:59.999Z'), ZONE)).toBe('2026-11-23');
    expect(payoutRunOf(new Date('2026-11-30T12:00:00.000Z'), ZONE)).toBe('2026-11-30');
    // Sunday night in Santiago, already Monday in UTC.
    expect(payoutRunOf(new Date('2026-12-07T02:30:00.000Z'), ZONE)).toBe('2026-11-30');
    expect(payoutRunOf(new Date('2026-12-06T20:00:00.000Z'), ZONE)).toBe('2026-11-30');
  });

  it('keeps 09:00 across the clock changes of April and September', () => {
    // Chile's clocks go back on Sunday 5 April 2026 and forward on Sunday 6 September 2026.
    expect(nextPayoutRun(new Date('2026-04-04T12:00:00.000Z'), ZONE)).toEqual(
      new Date('2026-04-06T13:00:00.000Z'),
    );
    expect(nextPayoutRun(new Date('2026-09-05T12:00:00.000Z'), ZONE)).toEqual(
      new Date('2026-09-07T12:00:00.000Z'),
    );
  });

  it('has the next run after every instant within a week, at 09:00 on a Monday', () => {
    const start = new Date('2026-01-01T00:00:00Z').getTime();
    const end = new Date('2028-01-01T00:00:00Z').getTime();
    fc.assert(
      fc.property(fc.integer({ min: start, max: end }), (ms) => {
        const now = new Date(ms);
        const run = payoutRunOf(now, ZONE);
        const next = nextPayoutRun(now, ZONE);
        expect(payoutRunInstant(run, ZONE).getTime()).toBeLessThanOrEqual(ms);
        expect(next.getTime()).toBeGreaterThan(ms);
        expect(next.getTime() - ms).toBeLessThanOrEqual(7 * 24 * HOUR + HOUR);
        const wall = new Intl.DateTimeFormat('en-US', {
          timeZone: ZONE,
          weekday: 'short',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(next);
        expect(wall).toBe('Mon 09:00');
      }),
    );
  });
});
