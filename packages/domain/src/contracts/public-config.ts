import { z } from 'zod';

/** What `GET /api/public-config` answers: settings the web app shows to everyone. */
export const PublicConfigSchema = z.object({
  homeUrl: z.url(),
  city: z.string(),
  contactEmail: z.email(),
  contactPhone: z.string(),
  timeZone: z.string(),
});

export type PublicConfig = z.infer<typeof PublicConfigSchema>;
