import type { Endpoint } from './endpoint.ts';

/**
 * Defines an endpoint (ADR-076); the literal method, path and schema types are kept. Apart from
 * `endpoint.ts`, whose URL builders the home page's entry holds: a contract loaded on demand
 * (ADR-088) imports this module alone, so the two never share a chunk of their own.
 */
export function endpoint<const Definition extends Endpoint>(definition: Definition): Definition {
  return definition;
}
