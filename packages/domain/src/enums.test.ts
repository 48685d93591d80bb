import { describe, expect, it } from 'vitest';
import * as enums from './enums.ts';

const { bookingStatuses, extraServices, liveBookingStatuses, monthNames, ratingValues } = enums;
const enumerations: [string, readonly unknown[]][] = Object.entries(enums).filter((entry) =>
  Array.isArray(entry[1]),
);

describe('enumerations', () => {
  it.each(enumerations)('%s lists each value once', (_name, values) => {
    expect(new Set<unknown>(values).size).toBe(values.length);
  });

  it('has the eight booking statuses of the spec', () => {
    expect(bookingStatuses).toHaveLength(8);
  });

  it('treats every booking as live except rejected and cancelled by the customer', () => {
    const released = bookingStatuses.filter(
      (status) => !(liveBookingStatuses as readonly string[]).includes(status),
    );
    expect(released).toEqual(['accepted_customer_cancelation', 'rejected']);
  });

  it('has the eight extra services of the agent registration', () => {
    expect(extraServices).toEqual([
      'limpieza',
      'cocina',
      'planchado',
      'compras',
      'jardineria',
      'mascotas',
      'cuidado',
      'bebes',
    ]);
  });

  it('names twelve months starting with January', () => {
    expect(monthNames).toHaveLength(12);
    expect(monthNames[0]).toBe('Enero');
  });

  it('rates from one to five stars', () => {
    expect(ratingValues).toEqual([1, 2, 3, 4, 5]);
  });
});
