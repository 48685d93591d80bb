import { describe, expect, it } from 'vitest';
import type { CustomerBooking } from '@brillo/domain/contracts/customer-bookings';
import { customerActions } from './booking-actions';

const NOW = new Date('2026-11-24T12:00:00Z');
const FUTURE = { startTime: '2026-11-30T12:00:00.000Z', endTime: '2026-11-30T15:00:00.000Z' };
const STARTED = { startTime: '2026-11-24T11:00:00.000Z', endTime: '2026-11-24T14:00:00.000Z' };

function booking(overrides: Partial<CustomerBooking>): CustomerBooking {
  return {
    id: 'b',
    status: 'pending',
    reason: null,
    availabilityId: 's',
    createdAt: '2026-11-20T12:00:00.000Z',
    ...FUTURE,
    hours: 3,
    hourlyRate: 9000,
    amount: 27000,
    agent: { id: 'a', name: 'Valentina', phone: null },
    rating: null,
    hasRating: false,
    problem: null,
    canReportProblem: false,
    refunded: 0,
    actions: [],
    ...overrides,
  };
}

describe('customerActions', () => {
  it('offers payment and cancellation for an unpaid booking before it starts', () => {
    for (const status of ['accepted_pending_payment', 'accepted_payment_failed'] as const) {
      expect(customerActions(booking({ status }), NOW)).toEqual({
        pay: true,
        cancel: true,
        finish: false,
      });
    }
  });

  it('offers no cancellation once an unpaid booking has started (decision 24)', () => {
    expect(
      customerActions(booking({ status: 'accepted_pending_payment', ...STARTED }), NOW).cancel,
    ).toBe(false);
  });

  it("offers 'Servicio realizado' for a paid booking only once it has started (decision 27)", () => {
    expect(customerActions(booking({ status: 'accepted_payment_success' }), NOW)).toEqual({
      pay: false,
      cancel: false,
      finish: false,
    });
    expect(
      customerActions(booking({ status: 'accepted_payment_success', ...STARTED }), NOW).finish,
    ).toBe(true);
  });

  it('cancels a paid booking only when the server says refunds exist, 24 h ahead', () => {
    const paid = { status: 'accepted_payment_success' as const, actions: ['cancelPaid' as const] };
    expect(customerActions(booking(paid), NOW).cancel).toBe(true);
    const tomorrow = { startTime: '2026-11-25T10:00:00.000Z', endTime: '2026-11-25T13:00:00.000Z' };
    expect(customerActions(booking({ ...paid, ...tomorrow }), NOW).cancel).toBe(false);
  });

  it('offers nothing on an ended booking', () => {
    for (const status of [
      'rejected',
      'accepted_customer_cancelation',
      'finished',
      'finished_evaluated',
    ] as const) {
      expect(customerActions(booking({ status }), NOW)).toEqual({
        pay: false,
        cancel: false,
        finish: false,
      });
    }
  });
});
