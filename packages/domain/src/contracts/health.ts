import { z } from 'zod';

/** What `GET /api/health` answers while the process is alive. */
export const HealthSchema = z.object({ status: z.literal('ok') });

/** What `GET /api/ready` answers when the database answers too. */
export const ReadySchema = z.object({ status: z.literal('ready') });

export type Health = z.infer<typeof HealthSchema>;
export type Ready = z.infer<typeof ReadySchema>;
