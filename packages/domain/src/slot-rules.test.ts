import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { rowProblems, slotRowProblem, slotSpan, spansOverlap } from './slot-rules.ts';
import { availabilityTexts } from './texts/availability.es-CL.ts';

const { rules } = availabilityTexts;
const SANTIAGO = 'America/Santiago';
const now = new Date('2026-11-23T12:00:00Z');

/** A row between two UTC instants written without seconds. */
const row = (startTime: string, endTime: string) => ({ startTime, endTime });

describe('slotRowProblem', () => {
  it('accepts a slot of 1 to 12 hours on quarter hours, from now to 90 days ahead', () => {
    expect(slotRowProblem(row('2026-11-24T12:00Z', '2026-11-24T13:00Z'), now)).toBeNull();
    expect(slotRowProblem(row('2026-11-24T12:15Z', '2026-11-25T00:15Z'), now)).toBeNull();
    expect(slotRowProblem(row('2026-11-23T12:00Z', '2026-11-23T14:45Z'), now)).toBeNull();
    expect(slotRowProblem(row('2027-02-21T12:00Z', '2027-02-21T14:00Z'), now)).toBeNull();
  });

  it('reads offsets: 09:00 in Santiago in summer is 12:00 UTC', () => {
    expect(slotRowProblem(row('2026-12-07T09:00-03:00', '2026-12-07T13:00-03:00'), now)).toBeNull();
    expect(slotSpan(row('2026-12-07T09:00-03:00', '2026-12-07T13:00-03:00'))).toEqual({
      start: Date.parse('2026-12-07T12:00Z'),
      end: Date.parse('2026-12-07T16:00Z'),
    });
  });

  it('accepts Dates as well as strings', () => {
    const startTime = new Date('2026-11-24T12:00Z');
    const endTime = new Date('2026-11-24T15:00Z');
    expect(slotRowProblem({ startTime, endTime }, now)).toBeNull();
  });

  it('refuses a time that is not an instant', () => {
    expect(slotRowProblem(row('mañana', '2026-11-24T13:00Z'), now)).toBe(rules.invalidTime);
    expect(slotRowProblem(row('2026-11-24T12:00Z', ''), now)).toBe(rules.invalidTime);
  });

  it('refuses an end at or before the start', () => {
    expect(slotRowProblem(row('2026-11-24T12:00Z', '2026-11-24T12:00Z'), now)).toBe(
      rules.endBeforeStart,
    );
    expect(slotRowProblem(row('2026-11-24T12:00Z', '2026-11-24T10:00Z'), now)).toBe(
      rules.endBeforeStart,
    );
  });

  it('refuses a start or an end off the quarter hour, or with seconds', () => {
    expect(slotRowProblem(row('2026-11-24T12:10Z', '2026-11-24T14:00Z'), now)).toBe(
      rules.quarterHour,
    );
    expect(slotRowProblem(row('2026-11-24T12:00Z', '2026-11-24T14:20Z'), now)).toBe(
      rules.quarterHour,
    );
    expect(slotRowProblem(row('2026-11-24T12:00:30Z', '2026-11-24T14:00Z'), now)).toBe(
      rules.quarterHour,
    );
  });

  it('refuses less than 1 hour and more than 12 hours', () => {
    expect(slotRowProblem(row('2026-11-24T12:00Z', '2026-11-24T12:45Z'), now)).toBe(rules.tooShort);
    expect(slotRowProblem(row('2026-11-24T12:00Z', '2026-11-25T00:15Z'), now)).toBe(rules.tooLong);
  });

  it('refuses a start in the past, even by one quarter hour', () => {
    expect(slotRowProblem(row('2026-11-23T11:45Z', '2026-11-23T13:00Z'), now)).toBe(rules.past);
    expect(slotRowProblem(row('2026-11-20T12:00Z', '2026-11-20T14:00Z'), now)).toBe(rules.past);
  });

  it('refuses a start more than 90 days ahead', () => {
    expect(slotRowProblem(row('2027-02-21T12:15Z', '2027-02-21T14:00Z'), now)).toBe(
      rules.tooFarAhead,
    );
  });

  describe('across the April change in Santiago (clocks go back at midnight)', () => {
    // Saturday 4 April 2026: at 24:00 (-03) the clock goes back to 23:00 (-04).
    const start = new TZDate(2026, 3, 4, 23, 0, SANTIAGO);
    const end = new TZDate(2026, 3, 5, 1, 0, SANTIAGO);
    const before = new Date('2026-03-01T12:00Z');

    it('builds the instants on either side of the change', () => {
      expect(start.toISOString()).toBe('2026-04-04T23:00:00.000-03:00');
      expect(end.toISOString()).toBe('2026-04-05T01:00:00.000-04:00');
      expect(new Date(start.getTime()).toISOString()).toBe('2026-04-05T02:00:00.000Z');
      expect(new Date(end.getTime()).toISOString()).toBe('2026-04-05T05:00:00.000Z');
    });

    it('counts 23:00 to 01:00 as the 3 hours it lasts, not 2', () => {
      const span = slotSpan({ startTime: start, endTime: end });
      expect(span && (span.end - span.start) / 3_600_000).toBe(3);
      expect(slotRowProblem({ startTime: start, endTime: end }, before)).toBeNull();
    });

    it('measures 12 wall-clock hours across the change as 13 and refuses them', () => {
      const from = new TZDate(2026, 3, 4, 18, 0, SANTIAGO);
      const to = new TZDate(2026, 3, 5, 6, 0, SANTIAGO);
      expect(slotRowProblem({ startTime: from, endTime: to }, before)).toBe(rules.tooLong);
    });
  });

  it('counts a September night, when the clock skips an hour, by its instants', () => {
    // Sunday 6 September 2026: at 00:00 (-04) the clock jumps to 01:00 (-03).
    const start = new TZDate(2026, 8, 5, 23, 0, SANTIAGO);
    const end = new TZDate(2026, 8, 6, 1, 0, SANTIAGO);
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(1);
    expect(slotRowProblem({ startTime: start, endTime: end }, new Date('2026-08-01T12:00Z'))).toBe(
      null,
    );
  });
});

describe('spansOverlap', () => {
  it('treats slots as half-open: one may start where another ends', () => {
    expect(spansOverlap({ start: 0, end: 10 }, { start: 10, end: 20 })).toBe(false);
    expect(spansOverlap({ start: 0, end: 11 }, { start: 10, end: 20 })).toBe(true);
    expect(spansOverlap({ start: 5, end: 6 }, { start: 0, end: 20 })).toBe(true);
  });
});

describe('rowProblems', () => {
  it('is empty when every row passes', () => {
    expect(
      rowProblems(
        [
          row('2026-11-24T12:00Z', '2026-11-24T14:00Z'),
          row('2026-11-24T14:00Z', '2026-11-24T16:00Z'),
        ],
        now,
      ),
    ).toEqual({});
  });

  it('names every refused row by index, each with its own reason', () => {
    expect(
      rowProblems(
        [
          row('2026-11-20T12:00Z', '2026-11-20T14:00Z'),
          row('2026-11-24T12:00Z', '2026-11-24T14:00Z'),
          row('2026-11-24T12:05Z', '2026-11-24T14:00Z'),
          row('2026-11-25T12:00Z', '2026-11-25T12:30Z'),
        ],
        now,
      ),
    ).toEqual({ 0: rules.past, 2: rules.quarterHour, 3: rules.tooShort });
  });

  it('names the other row of the request, counted from 1, on both overlapping rows', () => {
    expect(
      rowProblems(
        [
          row('2026-11-24T12:00Z', '2026-11-24T14:00Z'),
          row('2026-11-25T12:00Z', '2026-11-25T14:00Z'),
          row('2026-11-24T13:00Z', '2026-11-24T15:00Z'),
        ],
        now,
      ),
    ).toEqual({ 0: rules.overlapsRow(3), 2: rules.overlapsRow(1) });
    expect(rules.overlapsRow(3)).toBe('Se superpone con el espacio 3 de este envío.');
  });

  it('does not blame a row on a neighbour refused for its own reason', () => {
    expect(
      rowProblems(
        [
          row('2026-11-24T12:00Z', '2026-11-24T14:00Z'),
          row('2026-11-24T13:00Z', '2026-11-24T13:30Z'),
          row('nunca', 'jamás'),
        ],
        now,
      ),
    ).toEqual({ 1: rules.tooShort, 2: rules.invalidTime });
  });
});
