import { z } from 'zod';
import { endpoint } from './definition.ts';

/** What `GET /api/health` answers while the process is alive. */
export const HealthSchema = z.object({ status: z.literal('ok') });

/** What `GET /api/ready` answers when the database answers too. */
export const ReadySchema = z.object({ status: z.literal('ready') });

export type Health = z.infer<typeof HealthSchema>;
export type Ready = z.infer<typeof ReadySchema>;

/** The process is alive: never asks the database. */
export const checkHealth = endpoint({
  method: 'GET',
  path: '/api/health',
  answers: { 200: HealthSchema },
});

/** The database answers: asks it on every request. */
export const checkReady = endpoint({
  method: 'GET',
  path: '/api/ready',
  answers: { 200: ReadySchema },
});
