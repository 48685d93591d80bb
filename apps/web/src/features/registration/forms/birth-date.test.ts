import { describe, expect, it } from 'vitest';
import { composeDate, splitDate } from './birth-date';

describe('the birth date as three choices', () => {
  it('writes YYYY-MM-DD once all three are chosen, and nothing before', () => {
    expect(composeDate({ day: '7', month: '3', year: '1990' })).toBe('1990-03-07');
    expect(composeDate({ day: '7', month: '', year: '1990' })).toBe('');
  });

  it('splits a stored date back into its choices', () => {
    expect(splitDate('1990-03-07')).toEqual({ day: '7', month: '3', year: '1990' });
    expect(splitDate('')).toEqual({ day: '', month: '', year: '' });
    expect(splitDate('07/03/1990')).toEqual({ day: '', month: '', year: '' });
  });
});
