import { describe, expect, it } from 'vitest';
import { formatClp, formatHours, phoneWithOnePlus } from './format-booking.ts';
import { toMailtoHref, toTelHref } from './contact-links.ts';
import { formatDateTime, formatLongDate } from './format.ts';

describe('toTelHref', () => {
  it('keeps the leading plus and drops spaces from a Chilean landline', () => {
    expect(toTelHref('+56 2 2345 6789')).toBe('tel:+56223456789');
  });

  it('drops dashes, dots and parentheses', () => {
    expect(toTelHref(' (+56) 9-8765.4321 ')).toBe('tel:+56987654321');
  });

  it('keeps a number written without a plus as digits only', () => {
    expect(toTelHref('22 345 6789')).toBe('tel:223456789');
  });
});

describe('toMailtoHref', () => {
  it('turns an email address into a mailto link target', () => {
    expect(toMailtoHref(' hola@brillo.cl ')).toBe('mailto:hola@brillo.cl');
  });
});

describe('formatDateTime', () => {
  const read = (instant: string) => formatDateTime(instant, 'America/Santiago').replace(/\s/g, ' ');

  it('shows the hour on the Santiago wall clock in summer, with a 12-hour clock', () => {
    expect(read('2026-12-03T17:05:00Z')).toBe('3 dic 2026, 2:05 p. m.');
  });

  it('shows the hour on the Santiago wall clock in winter, one hour further from UTC', () => {
    expect(read('2026-07-03T17:05:00Z')).toBe('3 jul 2026, 1:05 p. m.');
  });

  it('shows a morning hour as a. m.', () => {
    expect(read('2026-12-03T12:30:00.000Z')).toBe('3 dic 2026, 9:30 a. m.');
  });
});

describe('formatLongDate', () => {
  it('names the day on the Santiago calendar, which may be the day before UTC', () => {
    expect(formatLongDate('2026-11-22T02:30:00Z', 'America/Santiago')).toBe(
      '21 de noviembre de 2026',
    );
    expect(formatLongDate('2026-11-22T15:00:00Z', 'America/Santiago')).toBe(
      '22 de noviembre de 2026',
    );
  });
});

describe('formatClp, formatHours and phoneWithOnePlus', () => {
  it('writes whole pesos with a point for thousands', () => {
    expect(formatClp(12_500)).toBe('$12.500');
    expect(formatClp(1_234_567)).toBe('$1.234.567');
    expect(formatClp(0)).toBe('$0');
  });

  it('writes hours with a decimal comma when needed', () => {
    expect(formatHours(3)).toBe('3');
    expect(formatHours(2.5)).toBe('2,5');
  });

  it("writes a phone with one '+', or none for a blank one", () => {
    expect(phoneWithOnePlus('56987654321')).toBe('+56987654321');
    expect(phoneWithOnePlus(' ++56987654321')).toBe('+56987654321');
    expect(phoneWithOnePlus('  ')).toBeNull();
    expect(phoneWithOnePlus(null)).toBeNull();
  });
});
