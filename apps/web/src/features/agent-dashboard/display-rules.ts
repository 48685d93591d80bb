/**
 * The dashboard's display rules (spec §2 "Agent dashboard"; product decisions 28, 29), kept apart
 * from the components so each is tested on its own.
 */

export { formatClp, formatHours, orNotAvailable, phoneWithPlus } from '@/lib/booking-display';
