import type { BookingAction } from '@brillo/domain/booking-lifecycle';
import { defaultQueueOptions, defineQueue } from '../../jobs/queues.ts';

/** A booking's deadline as a job: which booking, which deadline, and when it falls due (ISO). */
export interface BookingDeadlineJob {
  bookingId: string;
  action: BookingAction;
  dueAt: string;
}

/** The deadlines of decision 25, each a job that runs at its instant (ADR-044). */
export const bookingDeadlineQueue = defineQueue<BookingDeadlineJob>(
  'booking-deadline',
  defaultQueueOptions,
);
