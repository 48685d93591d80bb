import { comunaInAddress, firstNameOf } from '@brillo/domain/address-parts';
import { formatClp, formatHours, phoneWithOnePlus } from '@brillo/domain/format-booking';
import { bookingEmailTexts } from '@brillo/domain/texts/booking-email.es-CL';
import { formatDayHeading, formatSlotTimes, instantToWallTime } from '@brillo/domain/zoned-time';
import type { BookingEmailBooking } from './booking-email.ts';

const { details } = bookingEmailTexts;

/**
 * The service's day and times as a person in the configured zone reads them, 12-hour clock:
 * 'martes, 8 de diciembre, 9:00 a. m. – 12:00 p. m.'.
 */
export function serviceTime(booking: BookingEmailBooking, timeZone: string): string {
  const day = instantToWallTime(booking.startTime, timeZone).date;
  return `${formatDayHeading(day, timeZone)}, ${formatSlotTimes(booking.startTime, booking.endTime, timeZone)}`;
}

/** The customer as the agent may know them before payment (decision 28): the first name. */
export function customerFirstName(booking: BookingEmailBooking): string {
  return firstNameOf(booking.customer.name);
}

/** The booking's amount in whole pesos: '$37.500'. */
export function bookingAmount(booking: BookingEmailBooking): string {
  return formatClp(booking.amount);
}

/** The customer's contact once the booking is paid (decision 28): name, phone, email, address. */
function customerContactLines(booking: BookingEmailBooking): string[] {
  const { customer } = booking;
  const phone = phoneWithOnePlus(customer.phone);
  const address = [customer.address, customer.addressExtra]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return [
    details.customer(customer.name),
    ...(phone ? [details.phone(phone)] : []),
    details.email(customer.email),
    ...(address ? [details.address(address)] : []),
  ];
}

/**
 * The blocks of booking details an email may show, each as its lines (none when the booking
 * lacks what it says). Before payment the agent reads only the customer's comuna; once paid,
 * each person reads the other's contact, and a customer only the agent's phone (decision 28).
 */
export const detailLines = {
  when: (booking: BookingEmailBooking, timeZone: string) => [
    details.when(serviceTime(booking, timeZone)),
  ],
  comuna: (booking: BookingEmailBooking) => {
    const comuna = comunaInAddress(booking.customer.address);
    return comuna ? [details.comuna(comuna)] : [];
  },
  hours: (booking: BookingEmailBooking) => [details.hours(formatHours(booking.minutes / 60))],
  amount: (booking: BookingEmailBooking) => [details.amount(bookingAmount(booking))],
  paid: (booking: BookingEmailBooking) => [details.paid(bookingAmount(booking))],
  agent: (booking: BookingEmailBooking) => [details.agent(booking.agent.name)],
  agentPhone: (booking: BookingEmailBooking) => {
    const phone = phoneWithOnePlus(booking.agent.phone);
    return phone ? [details.phone(phone)] : [];
  },
  customerContact: customerContactLines,
} satisfies Record<string, (booking: BookingEmailBooking, timeZone: string) => string[]>;

/** The name of a block of booking details. */
export type DetailBlock = keyof typeof detailLines;
