import { bookingEmailTexts as texts } from '@brillo/domain/texts/booking-email.es-CL';
import { describe, expect, it } from 'vitest';
import { emailBooking, emailSettings } from '../../../test/email-booking.ts';
import { bookingEmailTemplate, type BookingEmailKind } from './catalogue.ts';
import type { BookingEmailRecipient } from './booking-email.ts';

const agent = '<i>Carla</i> Rojas';
const customer = '<b>Ana</b> Pérez';
const firstName = '<b>Ana</b>';
const when = 'Cuándo: martes, 8 de diciembre, 9:00 a. m. – 12:00 p. m.';
const customerContact = [
  `Cliente: ${customer}`,
  'Teléfono: +56987654321',
  'Correo: ana@example.com',
  'Dirección: Av. Providencia 1234, Providencia, Región Metropolitana, Depto 5 & <3>',
];

/** Each email's body after the greeting and before its button, line by line, in order. */
const bodies: [BookingEmailKind, BookingEmailRecipient, string[]][] = [
  [
    'newRequest',
    'agent',
    [
      texts.newRequest.body(firstName),
      when,
      'Comuna: Providencia',
      'Horas: 3',
      'Total: $37.500',
      texts.newRequest.deadline,
    ],
  ],
  [
    'accepted',
    'customer',
    [texts.accepted.body(agent), when, 'Total: $37.500', texts.accepted.deadline],
  ],
  ['rejected', 'customer', [texts.rejected.byAgent(agent), when, texts.rejected.next]],
  [
    'requestExpired',
    'agent',
    [texts.requestExpired.body(firstName), when, texts.requestExpired.next],
  ],
  [
    'paymentExpired',
    'customer',
    [texts.paymentExpired.customer.body(agent), when, texts.paymentExpired.customer.next],
  ],
  [
    'paymentExpired',
    'agent',
    [texts.paymentExpired.agent.body(firstName), when, texts.paymentExpired.agent.next],
  ],
  [
    'paymentReceived',
    'customer',
    [
      texts.paymentReceived.customer.body(agent),
      `Agente: ${agent}`,
      when,
      'Horas: 3',
      'Total pagado: $37.500',
      texts.paymentReceived.customer.contact,
      'Teléfono: +56911112222',
      texts.paymentReceived.customer.cancelPolicy,
    ],
  ],
  [
    'paymentReceived',
    'agent',
    [texts.paymentReceived.agent.body(customer), ...customerContact, when, 'Total: $37.500'],
  ],
  [
    'paymentFailed',
    'customer',
    [texts.paymentFailed.body(agent), when, 'Total: $37.500', texts.paymentFailed.retry],
  ],
  ['cancelled', 'agent', [texts.cancelled.body(firstName), when, texts.cancelled.next]],
  [
    'refunded',
    'customer',
    [texts.refunded.body(agent), when, 'Reembolso: $37.500', texts.refunded.timing],
  ],
  [
    'reminder',
    'customer',
    [texts.reminder.customer.body(agent), when, `Agente: ${agent}`, 'Teléfono: +56911112222'],
  ],
  ['reminder', 'agent', [texts.reminder.agent.body(customer), when, ...customerContact]],
  [
    'rateInvitation',
    'customer',
    [texts.rateInvitation.body(agent), when, texts.rateInvitation.window],
  ],
];

/**
 * The text part's paragraphs between the greeting and the button, ICU's narrow and thin spaces
 * read as plain ones: the blocks are brand, heading, greeting, body…, button, signature.
 */
function bodyOf(
  email: BookingEmailKind,
  recipient: BookingEmailRecipient,
  booking = emailBooking(),
) {
  const template = bookingEmailTemplate(email, recipient);
  if (!template) throw new Error(`no ${email} email for the ${recipient}`);
  const text = template(booking, emailSettings).text.replace(/[^\S\n]/gu, ' ');
  return text.split('\n\n').slice(3, -2);
}

describe("each booking email's body", () => {
  it.each(bodies)('%s to the %s', (email, recipient, lines) => {
    expect(bodyOf(email, recipient)).toEqual(lines);
  });

  it('leaves out what the booking lacks: the comuna, a phone, the address', () => {
    const bare = emailBooking({
      customer: { ...emailBooking().customer, phone: null, address: null, addressExtra: ' ' },
      agent: { ...emailBooking().agent, phone: null },
    });
    expect(bodyOf('newRequest', 'agent', bare)).not.toContain('Comuna: Providencia');
    expect(bodyOf('reminder', 'agent', bare)).toEqual([
      texts.reminder.agent.body(customer),
      when,
      `Cliente: ${customer}`,
      'Correo: ana@example.com',
    ]);
    expect(bodyOf('reminder', 'customer', bare)).toEqual([
      texts.reminder.customer.body(agent),
      when,
      `Agente: ${agent}`,
    ]);
  });

  it('says why a request ended and whether a cancelled booking was refunded', () => {
    const expired = emailBooking({ reason: 'request_expired' });
    expect(bodyOf('rejected', 'customer', expired)[0]).toBe(texts.rejected.expired(agent));
    const refunded = emailBooking({ reason: 'refunded' });
    expect(bodyOf('cancelled', 'agent', refunded)).toEqual([
      texts.cancelled.body(firstName),
      when,
      texts.cancelled.refunded,
      texts.cancelled.next,
    ]);
  });
});
