import { comunaByName } from './address-parts.ts';

/**
 * An agent's service area (PD-43): the comunas of Chile's list (`chile-comunas.ts`) where they
 * work, at least one. The cap keeps a list a customer can read on a profile and an area that
 * means something: 30 comunas is more than all of Gran Santiago's urban ones.
 */
export const SERVICE_COMUNAS_MAX = 30;

export type ServiceAreaProblem =
  | { kind: 'empty' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'unknown'; name: string }
  | { kind: 'repeated'; name: string };

/**
 * The comunas as Brillo's list spells them, in the order given, or the first problem: an empty
 * list, more than `SERVICE_COMUNAS_MAX`, a name of no comuna, or a comuna twice (also when written
 * twice with other case or accents). Names are compared as `comunaByName` compares them.
 */
export function checkServiceComunas(
  names: readonly string[],
): { ok: true; comunas: string[] } | { ok: false; problem: ServiceAreaProblem } {
  if (names.length === 0) return { ok: false, problem: { kind: 'empty' } };
  if (names.length > SERVICE_COMUNAS_MAX) {
    return { ok: false, problem: { kind: 'tooMany', max: SERVICE_COMUNAS_MAX } };
  }
  const comunas: string[] = [];
  for (const name of names) {
    const comuna = comunaByName(name);
    if (comuna === null) return { ok: false, problem: { kind: 'unknown', name } };
    if (comunas.includes(comuna)) return { ok: false, problem: { kind: 'repeated', name: comuna } };
    comunas.push(comuna);
  }
  return { ok: true, comunas };
}

/** The comunas sorted as a person reads them in Spanish (Ñuñoa after Nogales). */
export function sortComunas(comunas: readonly string[]): string[] {
  return [...comunas].sort((a, b) => a.localeCompare(b, 'es-CL'));
}
