import type { z } from 'zod';

/**
 * One definition per API endpoint (ADR-076): its method, its path (with `:params`) and the schemas
 * of what it reads and answers on success, in one object that the API registers its route from
 * and the web app calls it through. This file holds their types, the light definitions
 * (`lazyEndpoint`) and the URL builders; the contracts define theirs with `definition.ts`
 * (ADR-088). Pure TypeScript: this file never loads zod, so the definitions the first page needs
 * can stay light.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What one endpoint reads and what it answers on success. */
export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * The success answers by status, each with its body's schema (`z.null()` for an answer without
   * a body, such as 204). Error answers are the API's one error shape, declared by each route.
   */
  readonly answers: Readonly<Record<number, z.ZodType>>;
}

/** An endpoint whose schemas are part of the definition: the usual kind. */
export interface Endpoint extends EndpointSchemas {
  readonly method: HttpMethod;
  readonly path: string;
}

/**
 * An endpoint whose schemas are imported on demand: for the calls of a visit's first page, whose
 * JavaScript must not wait for zod (ADR-015, ADR-066). Its types come from `import type`.
 */
export interface LazyEndpoint<Schemas extends EndpointSchemas = EndpointSchemas> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly loadSchemas: () => Promise<Schemas>;
}

export type AnyEndpoint = Endpoint | LazyEndpoint;

/** The schemas of either kind of endpoint, as types. */
export type SchemasOf<Definition extends AnyEndpoint> =
  Definition extends LazyEndpoint<infer Schemas> ? Schemas : Definition;

/** Defines an endpoint whose schemas `loadSchemas` imports when first asked for. */
export function lazyEndpoint<const Definition extends LazyEndpoint>(
  definition: Definition,
): Definition {
  return definition;
}

/** The schemas of an endpoint of either kind, loaded if they are loaded on demand. */
export function loadSchemasOf<Definition extends AnyEndpoint>(
  definition: Definition,
): Promise<SchemasOf<Definition>> {
  if ('loadSchemas' in definition)
    return definition.loadSchemas() as Promise<SchemasOf<Definition>>;
  return Promise.resolve(definition as SchemasOf<Definition>);
}

/** The endpoint with its schemas: loaded first when they are loaded on demand. */
export async function withSchemas<Definition extends AnyEndpoint>(
  definition: Definition,
): Promise<
  {
    readonly method: Definition['method'];
    readonly path: Definition['path'];
  } & SchemasOf<Definition>
> {
  const schemas = await loadSchemasOf(definition);
  return { ...schemas, method: definition.method, path: definition.path };
}

/** The names of a path's `:params`: `'/api/bookings/:id/payment'` gives `'id'`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

export type PathParams<Path extends string> = Record<PathParamNames<Path>, string | number>;

/** A query's values: each written as text, an array as the same name repeated, none skipped. */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/** The path with each `:param` replaced by its value, encoded as one path segment. */
export function pathWith<Path extends string>(path: Path, params: PathParams<Path>): string {
  const values: Record<string, string | number | undefined> = params;
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TypeError(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&status=x&status=y`, each part encoded, or an empty string when no value is given. */
export function queryString(query: Query | undefined): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const one of values) {
      if (one !== undefined && one !== null) {
        parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(`${one}`)}`);
      }
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Where to send a call: the endpoint's path with its params, then its query. */
export function urlOf(
  definition: { readonly path: string },
  { params, query }: { params?: Record<string, string | number>; query?: Query } = {},
): string {
  return `${pathWith(definition.path, params ?? {})}${queryString(query)}`;
}
