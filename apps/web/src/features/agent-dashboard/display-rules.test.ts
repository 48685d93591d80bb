import { describe, expect, it } from 'vitest';
import { formatClp, formatHours, orNotAvailable, phoneWithPlus } from './display-rules';

describe('orNotAvailable', () => {
  it("shows 'N/A' for a missing or blank value and the value otherwise", () => {
    expect(orNotAvailable(null)).toBe('N/A');
    expect(orNotAvailable(undefined)).toBe('N/A');
    expect(orNotAvailable('  ')).toBe('N/A');
    expect(orNotAvailable('Depto. 504')).toBe('Depto. 504');
  });
});

describe('phoneWithPlus', () => {
  it("shows the phone once with a single '+'", () => {
    expect(phoneWithPlus('56987654321')).toBe('+56987654321');
    expect(phoneWithPlus('+56987654321')).toBe('+56987654321');
    expect(phoneWithPlus('++56987654321')).toBe('+56987654321');
    expect(phoneWithPlus(' + 56 9 8765 4321')).toBe('+56 9 8765 4321');
  });

  it("shows 'N/A' without a phone", () => {
    expect(phoneWithPlus(null)).toBe('N/A');
    expect(phoneWithPlus('')).toBe('N/A');
    expect(phoneWithPlus('+')).toBe('N/A');
  });
});

describe('money and hours', () => {
  it('writes whole pesos and hours the Chilean way', () => {
    expect(formatClp(25500)).toBe('$25.500');
    expect(formatClp(8500)).toBe('$8.500');
    expect(formatHours(3)).toBe('3');
    expect(formatHours(3.5)).toBe('3,5');
  });
});
