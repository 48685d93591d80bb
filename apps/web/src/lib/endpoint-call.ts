import type { z } from 'zod';
import type {
  AnyEndpoint,
  PathParamNames,
  PathParams,
  Query,
  SchemasOf,
} from '@brillo/domain/contracts/endpoint';

/**
 * The types of `callApi` (ADR-076): what a call of an endpoint must carry and what it answers,
 * read from the endpoint's definition. A part the endpoint does not read cannot be given.
 */

type Field<Schemas, Name extends string> = Schemas extends { readonly [K in Name]: infer V }
  ? V
  : undefined;

/** `{ [Name]: input }`, optional when the schema accepts nothing, absent without a schema. */
type Part<Name extends string, Schema> = Schema extends z.ZodType
  ? undefined extends z.input<Schema>
    ? { [K in Name]?: z.input<Schema> }
    : object extends z.input<Schema>
      ? { [K in Name]?: z.input<Schema> }
      : { [K in Name]: z.input<Schema> }
  : { [K in Name]?: never };

/** The path's params: typed by the params schema, else by the `:names` of the path. */
type ParamsPart<Definition extends AnyEndpoint> =
  Field<SchemasOf<Definition>, 'params'> extends z.ZodType
    ? Part<'params', Field<SchemasOf<Definition>, 'params'>>
    : [PathParamNames<Definition['path']>] extends [never]
      ? { params?: never }
      : { params: PathParams<Definition['path']> };

export type CallOptions<Definition extends AnyEndpoint> = ParamsPart<Definition> &
  Part<'query', Field<SchemasOf<Definition>, 'querystring'>> &
  Part<'body', Field<SchemasOf<Definition>, 'body'>> & { signal?: AbortSignal };

/** The options argument: optional when nothing in it is required. */
export type CallArguments<Definition extends AnyEndpoint> =
  object extends CallOptions<Definition>
    ? [options?: CallOptions<Definition>]
    : [options: CallOptions<Definition>];

/** What any call may carry, as the client reads it. */
export interface AnyCallOptions {
  params?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

type Answers<Definition extends AnyEndpoint> = SchemasOf<Definition>['answers'];

/** The parsed answer: one of the endpoint's success answers. */
export type Answer<Definition extends AnyEndpoint> = {
  [Status in keyof Answers<Definition>]: z.output<Answers<Definition>[Status]>;
}[keyof Answers<Definition>];
