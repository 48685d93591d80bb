import { bookingEmailQueue } from '../modules/booking-emails/jobs.ts';
import { bookingDeadlineQueue } from '../modules/bookings/deadlines-queue.ts';
import type { QueueDefinition } from './queues.ts';

/**
 * Every queue the app uses. Migrating creates them (with their retry policies) and the app's job
 * queue accepts only these; a module adds its queue here when it starts using one.
 */
export const appQueues: readonly QueueDefinition<object>[] = [
  bookingDeadlineQueue,
  bookingEmailQueue,
];
