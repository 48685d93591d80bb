import { describe, expect, it } from 'vitest';
import { perTimeZone } from './per-time-zone.ts';

describe('perTimeZone', () => {
  it('builds once per zone and hands back the one it built', () => {
    const zones: string[] = [];
    const format = perTimeZone((timeZone) => {
      zones.push(timeZone);
      return new Intl.DateTimeFormat('es-CL', { hour: 'numeric', timeZone });
    });
    const santiago = format('America/Santiago');
    expect(format('America/Santiago')).toBe(santiago);
    expect(format('UTC')).not.toBe(santiago);
    expect(format('UTC')).toBe(format('UTC'));
    expect(zones).toEqual(['America/Santiago', 'UTC']);
  });

  it('throws for a zone the runtime refuses, keeps nothing, and tries again next time', () => {
    let builds = 0;
    const format = perTimeZone((timeZone) => {
      builds += 1;
      return new Intl.DateTimeFormat('es-CL', { timeZone });
    });
    expect(() => format('Marte/Olympus')).toThrow(RangeError);
    expect(() => format('Marte/Olympus')).toThrow(RangeError);
    expect(builds).toBe(2);
  });
});
