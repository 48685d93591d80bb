import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationTexts } from '@brillo/domain/texts/validation.es-CL';
import { validationFailed, type FieldErrors } from '../errors.ts';

/** How many places one answer names at most. */
const MOST_PATHS = 10;

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

/** Arrays and plain objects, including the prototype-less ones query-string parsers build. */
function isWalkable(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || !Object.getPrototypeOf(prototype);
}

/** `a.b.0` for a value reached through keys a, b, 0; `_` for the whole input. */
function dottedPath(visit: Visit | undefined): string {
  const keys: string[] = [];
  for (let step = visit; step?.parent; step = step.parent) keys.push(step.key);
  return keys.length === 0 ? '_' : keys.reverse().join('.');
}

/**
 * Where `input` holds a NUL character (U+0000), which PostgreSQL refuses in text: the dotted path
 * of each such string, or of the object whose key holds one. Walks plain objects and arrays
 * without recursion, so deep nesting cannot overflow the stack, and stops after ten places.
 */
export function pathsWithNulCharacters(input: unknown): string[] {
  const found: string[] = [];
  const pending: Visit[] = [{ value: input, key: '', parent: undefined }];
  for (let visit = pending.pop(); visit && found.length < MOST_PATHS; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(dottedPath(visit));
      continue;
    }
    if (!isWalkable(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push(dottedPath(visit));
      pending.push({ value: child, key, parent: visit });
    }
  }
  return [...new Set(found)].slice(0, MOST_PATHS);
}

async function refuseNulCharacters(request: FastifyRequest) {
  // An unknown path reaches no route and stores nothing: it answers the usual 404.
  if (request.is404) return;
  const paths = [request.params, request.query, request.body].flatMap(pathsWithNulCharacters);
  if (paths.length === 0) return;
  const fields: FieldErrors = {};
  for (const path of paths.slice(0, MOST_PATHS)) fields[path] = validationTexts.forbiddenCharacter;
  throw validationFailed(fields);
}

/**
 * Refuses a NUL character anywhere in a request's path parameters, query or body, before any
 * route's own validation: PostgreSQL cannot store it, so it would otherwise surface as a 500.
 * One hook on the root covers every route, present and future.
 */
export function registerNulCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', refuseNulCharacters);
}
