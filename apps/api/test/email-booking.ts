import type {
  BookingEmailBooking,
  BookingEmailSettings,
} from '../src/emails/booking/booking-email.ts';

/** The booking emails' settings in tests: a public URL with a trailing slash, Santiago's clock. */
export const emailSettings: BookingEmailSettings = {
  publicUrl: 'https://brillo.example/',
  timeZone: 'America/Santiago',
};

/**
 * A booking as its emails read it: Tuesday 8 December 2026, 9:00 to 12:00 in Santiago (-03),
 * 3 hours at $12.500, both people with a phone and hostile names (`<b>Ana</b>`).
 */
export function emailBooking(overrides: Partial<BookingEmailBooking> = {}): BookingEmailBooking {
  return {
    id: '0b0e8d52-5d0c-4c1f-9d7a-3c7b3f1d2a10',
    startTime: new Date('2026-12-08T12:00:00Z'),
    endTime: new Date('2026-12-08T15:00:00Z'),
    minutes: 180,
    amount: 37_500,
    reason: null,
    customer: {
      name: '<b>Ana</b> Pérez',
      email: 'ana@example.com',
      phone: '56987654321',
      address: 'Av. Providencia 1234, Providencia, Región Metropolitana',
      addressExtra: 'Depto 5 & <3>',
    },
    agent: { name: '<i>Carla</i> Rojas', email: 'carla@example.com', phone: '+56911112222' },
    ...overrides,
  };
}
