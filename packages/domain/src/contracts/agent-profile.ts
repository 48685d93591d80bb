import { z } from 'zod';
import { checkServiceComunas, type ServiceAreaProblem } from '../service-area.ts';
import { agentProfileTexts } from '../texts/agent-profile.es-CL.ts';
import { endpoint } from './definition.ts';

/**
 * The agent's biography and received ratings (spec §2 "Other agent screens", §7 bio calls;
 * product decisions 20, 29, 30).
 */

/** Characters a biography may hold (decision 30), counted as a person counts them (code points). */
export const BIO_MAX_LENGTH = 1000;

/** How many characters `text` holds as a person counts them: an emoji is one, not two. */
export function bioLength(text: string): number {
  return Array.from(text).length;
}

/**
 * One formatter for every count: `toLocaleString` builds a new one at each call, which in Chromium
 * costs about 25 ms of a phone's main thread every time (measured while the agent's dashboard
 * started: two such calls made the two slowest module evaluations).
 */
const countFormat = new Intl.NumberFormat('es-CL');

/** `1.000`, as the counter and the messages write numbers (es-CL). */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** The biography as sent: a text, trimmed, of at most `BIO_MAX_LENGTH` characters after trimming. */
export const BioSchema = z
  .string({ error: agentProfileTexts.bio.notText })
  .trim()
  .refine((bio) => bioLength(bio) <= BIO_MAX_LENGTH, {
    error: agentProfileTexts.bio.tooLong(formatCount(BIO_MAX_LENGTH)),
  });

/** Answer of `GET /api/agents/bio`: the caller's biography, an empty string when there is none. */
export const BioAnswerSchema = z.object({ bio: z.string() });
export type BioAnswer = z.infer<typeof BioAnswerSchema>;

/** `PATCH /api/agents/bio`. */
export const UpdateBioBodySchema = z.strictObject({ bio: BioSchema });
export type UpdateBioBody = z.input<typeof UpdateBioBodySchema>;

/**
 * Answer of `PATCH /api/agents/bio` when the biography changed (200): a Spanish message and the
 * stored (trimmed) biography. The same text answers 204 with no body and changes nothing.
 */
export const UpdatedBioSchema = z.object({ message: z.string(), bio: z.string() });
export type UpdatedBio = z.infer<typeof UpdatedBioSchema>;

/** The caller's biography. */
export const readBio = endpoint({
  method: 'GET',
  path: '/api/agents/bio',
  answers: { 200: BioAnswerSchema },
});

/** Changes the caller's biography; the same text answers 204 and changes nothing. */
export const changeBio = endpoint({
  method: 'PATCH',
  path: '/api/agents/bio',
  body: UpdateBioBodySchema,
  answers: {
    200: UpdatedBioSchema,
    204: z.null().describe('La biografía ya era esa; no cambió nada.'),
  },
});

const areaTexts = agentProfileTexts.serviceArea;

/** The Spanish sentence for a refused service area. */
export function serviceAreaMessage(problem: ServiceAreaProblem): string {
  switch (problem.kind) {
    case 'empty':
      return areaTexts.empty;
    case 'tooMany':
      return areaTexts.tooMany(problem.max);
    case 'unknown':
      return areaTexts.unknown(problem.name);
    case 'repeated':
      return areaTexts.repeated(problem.name);
  }
}

/**
 * The comunas where the agent works as sent (PD-43): names of Chile's comunas, with any case or
 * accents, each once, at least one and at most `SERVICE_COMUNAS_MAX` (`checkServiceComunas`).
 */
export const ServiceComunasSchema = z
  .array(z.string({ error: areaTexts.notList }).max(100, { error: areaTexts.notList }), {
    error: areaTexts.notList,
  })
  .superRefine((names, context) => {
    const checked = checkServiceComunas(names);
    if (!checked.ok) {
      context.addIssue({ code: 'custom', message: serviceAreaMessage(checked.problem) });
    }
  });

/** `PUT /api/agents/service-comunas`: the whole list, which replaces the stored one. */
export const UpdateServiceComunasBodySchema = z.strictObject({ comunas: ServiceComunasSchema });
export type UpdateServiceComunasBody = z.input<typeof UpdateServiceComunasBodySchema>;

/** The caller's service area, as Brillo's list spells each comuna, sorted. */
export const ServiceComunasAnswerSchema = z.object({ comunas: z.array(z.string()) });
export type ServiceComunasAnswer = z.infer<typeof ServiceComunasAnswerSchema>;

/** Answer of `PUT /api/agents/service-comunas`: a Spanish message and the stored list, sorted. */
export const UpdatedServiceComunasSchema = z.object({
  message: z.string(),
  comunas: z.array(z.string()),
});
export type UpdatedServiceComunas = z.infer<typeof UpdatedServiceComunasSchema>;

/** The comunas where the caller works. */
export const readServiceComunas = endpoint({
  method: 'GET',
  path: '/api/agents/service-comunas',
  answers: { 200: ServiceComunasAnswerSchema },
});

/** Replaces the comunas where the caller works. */
export const changeServiceComunas = endpoint({
  method: 'PUT',
  path: '/api/agents/service-comunas',
  body: UpdateServiceComunasBodySchema,
  answers: { 200: UpdatedServiceComunasSchema },
});
