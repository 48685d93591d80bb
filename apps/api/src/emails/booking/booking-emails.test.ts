import { bookingEmailTexts as texts } from '@brillo/domain/texts/booking-email.es-CL';
import { describe, expect, it } from 'vitest';
import { emailBooking as booking, emailSettings as settings } from '../../../test/email-booking.ts';
import type { EmailContents } from '../account-emails.ts';
import type { BookingEmailBooking, BookingEmailSettings } from './booking-email.ts';
import { bookingEmailTemplates, type BookingEmailRecipient } from './catalogue.ts';

/** "martes, 8 de diciembre, 9:00 a. m. – 12:00 p. m." with ICU's narrow and thin spaces. */
const SANTIAGO_TIME = /martes, 8 de diciembre, 9:00\sa\.\sm\.\s–\s12:00\sp\.\sm\./u;

interface Case {
  email: keyof typeof bookingEmailTemplates;
  recipient: BookingEmailRecipient;
  subject: string;
  screen: string;
  amount: boolean;
}

const cases: Case[] = [
  {
    email: 'newRequest',
    recipient: 'agent',
    subject: texts.newRequest.subject,
    screen: '/pending',
    amount: true,
  },
  {
    email: 'accepted',
    recipient: 'customer',
    subject: texts.accepted.subject,
    screen: '/booked-services',
    amount: true,
  },
  {
    email: 'rejected',
    recipient: 'customer',
    subject: texts.rejected.subject,
    screen: '/cancelled-services',
    amount: false,
  },
  {
    email: 'requestExpired',
    recipient: 'agent',
    subject: texts.requestExpired.subject,
    screen: '/rejected',
    amount: false,
  },
  {
    email: 'paymentExpired',
    recipient: 'customer',
    subject: texts.paymentExpired.customer.subject,
    screen: '/cancelled-services',
    amount: false,
  },
  {
    email: 'paymentExpired',
    recipient: 'agent',
    subject: texts.paymentExpired.agent.subject,
    screen: '/rejected',
    amount: false,
  },
  {
    email: 'paymentReceived',
    recipient: 'customer',
    subject: texts.paymentReceived.customer.subject,
    screen: '/active-services',
    amount: true,
  },
  {
    email: 'paymentReceived',
    recipient: 'agent',
    subject: texts.paymentReceived.agent.subject,
    screen: '/accepted',
    amount: true,
  },
  {
    email: 'paymentFailed',
    recipient: 'customer',
    subject: texts.paymentFailed.subject,
    screen: '/booked-services',
    amount: true,
  },
  {
    email: 'cancelled',
    recipient: 'agent',
    subject: texts.cancelled.subject,
    screen: '/rejected',
    amount: false,
  },
  {
    email: 'cancelledByBrillo',
    recipient: 'customer',
    subject: texts.cancelledByBrillo.customer.subject,
    screen: '/cancelled-services',
    amount: false,
  },
  {
    email: 'cancelledByBrillo',
    recipient: 'agent',
    subject: texts.cancelledByBrillo.agent.subject,
    screen: '/rejected',
    amount: false,
  },
  {
    email: 'refunded',
    recipient: 'customer',
    subject: texts.refunded.subject,
    screen: '/cancelled-services',
    amount: true,
  },
  {
    email: 'reminder',
    recipient: 'customer',
    subject: texts.reminder.customer.subject,
    screen: '/active-services',
    amount: false,
  },
  {
    email: 'reminder',
    recipient: 'agent',
    subject: texts.reminder.agent.subject,
    screen: '/accepted',
    amount: false,
  },
  {
    email: 'rateInvitation',
    recipient: 'customer',
    subject: texts.rateInvitation.subject,
    screen: '/rating',
    amount: false,
  },
];

function render(email: Case['email'], recipient: BookingEmailRecipient, value = booking()) {
  const byRecipient: Partial<
    Record<
      BookingEmailRecipient,
      (b: BookingEmailBooking, s: BookingEmailSettings) => EmailContents
    >
  > = bookingEmailTemplates[email];
  const template = byRecipient[recipient];
  if (!template) throw new Error(`no ${email} email for the ${recipient}`);
  return template(value, settings);
}

describe('the booking emails', () => {
  it('has a case here for every email and recipient of the catalogue', () => {
    const catalogue = Object.entries(bookingEmailTemplates).flatMap(([email, byRecipient]) =>
      Object.keys(byRecipient).map((recipient) => `${email}:${recipient}`),
    );
    expect(cases.map((c) => `${c.email}:${c.recipient}`).sort()).toEqual(catalogue.sort());
  });

  describe.each(cases)('$email to the $recipient', ({ email, recipient, subject, screen }) => {
    const mail = render(email, recipient);
    const url = `https://brillo.example${screen}`;
    const name = recipient === 'customer' ? '<b>Ana</b> Pérez' : '<i>Carla</i> Rojas';
    const escapedName =
      recipient === 'customer' ? '&lt;b&gt;Ana&lt;/b&gt; Pérez' : '&lt;i&gt;Carla&lt;/i&gt; Rojas';

    it('has its subject, greets its person and links to the right screen in both parts', () => {
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(`Hola, ${name}:`);
      expect(mail.html).toContain(`Hola, ${escapedName}:`);
      expect(mail.text).toMatch(new RegExp(`:\\n${url.replace(/[.]/g, '\\.')}\\n`, 'u'));
      expect(mail.html).toContain(`href="${url}"`);
    });

    it('shows hostile names literally: escaped in the HTML, never as markup', () => {
      expect(mail.html).not.toMatch(/<b>|<i>|<3>/u);
      expect(mail.html).not.toContain('&amp;lt;');
    });

    it('says the time on the Santiago clock', () => {
      expect(mail.text).toMatch(SANTIAGO_TIME);
      expect(mail.html).toMatch(SANTIAGO_TIME);
    });
  });

  it.each(cases.filter((c) => c.amount))(
    'says the amount in whole pesos: $email to the $recipient',
    ({ email, recipient }) => {
      const mail = render(email, recipient);
      expect(mail.text).toContain('$37.500');
      expect(mail.html).toContain('$37.500');
    },
  );

  it('reads the time in winter on the winter offset, and follows another configured zone', () => {
    const winter = booking({
      startTime: new Date('2026-07-15T13:00:00Z'),
      endTime: new Date('2026-07-15T15:30:00Z'),
    });
    expect(render('accepted', 'customer', winter).text).toMatch(
      /miércoles, 15 de julio, 9:00\s?–\s?11:30\sa\.\sm\./u,
    );
    const easter = bookingEmailTemplates.accepted.customer(winter, {
      ...settings,
      timeZone: 'Pacific/Easter',
    });
    expect(easter.text).toMatch(/15 de julio, 7:00\s?–\s?9:30\sa\.\sm\./u);
  });

  it('gives the agent only the first name and comuna before payment (decision 28)', () => {
    const mail = render('newRequest', 'agent');
    expect(mail.text).toContain(texts.newRequest.body('<b>Ana</b>'));
    expect(mail.text).toContain('Comuna: Providencia');
    for (const hidden of ['Pérez', 'ana@example.com', '987654321', 'Depto']) {
      expect(mail.text).not.toContain(hidden);
    }
  });

  it("gives the paid agent the customer's full contact, with one '+', escaped", () => {
    const mail = render('paymentReceived', 'agent');
    expect(mail.text).toContain('Cliente: <b>Ana</b> Pérez');
    expect(mail.text).toContain('Teléfono: +56987654321');
    expect(mail.text).toContain('Correo: ana@example.com');
    expect(mail.text).toContain(
      'Dirección: Av. Providencia 1234, Providencia, Región Metropolitana, Depto 5 & <3>',
    );
    expect(mail.html).toContain('Depto 5 &amp; &lt;3&gt;');
  });

  it("gives the paid customer the agent's phone, never the agent's email", () => {
    const mail = render('paymentReceived', 'customer');
    expect(mail.text).toContain('Teléfono: +56911112222');
    expect(mail.text).toContain('Total pagado: $37.500');
    expect(mail.text).not.toContain('carla@example.com');
    const noPhone = render('paymentReceived', 'customer', {
      ...booking(),
      agent: { ...booking().agent, phone: '  ' },
    });
    expect(noPhone.text).not.toContain(texts.paymentReceived.customer.contact);
  });

  it('says whether the agent rejected the request or it expired', () => {
    expect(render('rejected', 'customer', booking({ reason: 'agent_rejected' })).text).toContain(
      texts.rejected.byAgent('<i>Carla</i> Rojas'),
    );
    const expired = render('rejected', 'customer', booking({ reason: 'request_expired' }));
    expect(expired.text).toContain(texts.rejected.expired('<i>Carla</i> Rojas'));
    expect(expired.text).not.toContain('rechazó');
  });

  it('tells the agent when a cancelled booking was refunded', () => {
    expect(render('cancelled', 'agent', booking({ reason: 'refunded' })).text).toContain(
      texts.cancelled.refunded,
    );
    expect(
      render('cancelled', 'agent', booking({ reason: 'customer_cancelled' })).text,
    ).not.toContain(texts.cancelled.refunded);
  });
});
