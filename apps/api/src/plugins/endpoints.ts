import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '@brillo/domain/contracts/endpoint';

/** The Fastify instance a module's routes plugin receives: zod schemas type its routes. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The error answers a route declares (`errorResponses(…)`), or an answer it documents apart. */
type DeclaredAnswers = Readonly<Record<number, unknown>>;

type Field<Definition, Name extends string> = Definition extends { readonly [K in Name]: infer V }
  ? V
  : undefined;

/** `errorResponses()` without statuses types its answers by any status: it declares only 500. */
type ErrorAnswers<Errors extends DeclaredAnswers> = number extends keyof Errors
  ? { 500: Errors[number] }
  : Errors;

/** The route's schema as Fastify types it: the endpoint's schemas and the route's error answers. */
export interface EndpointRouteSchema<
  Definition extends Endpoint,
  Errors extends DeclaredAnswers,
> extends FastifySchema {
  params: Field<Definition, 'params'>;
  querystring: Field<Definition, 'querystring'>;
  body: Field<Definition, 'body'>;
  response: Definition['answers'] & ErrorAnswers<Errors>;
}

/** What the OpenAPI document says of a route, and the headers it reads (better-auth's sign-in). */
interface RouteDocumentation<Errors extends DeclaredAnswers> {
  tags?: string[];
  summary?: string;
  description?: string;
  consumes?: string[];
  headers?: FastifySchema['headers'];
  hide?: boolean;
  /**
   * The route's error answers (`errorResponses(…)`); a success answer named here replaces the
   * definition's in the document (a file or a stream, which are not JSON).
   */
  response: Errors;
}

type ShorthandOptions<Definition extends Endpoint, Errors extends DeclaredAnswers> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    EndpointRouteSchema<Definition, Errors>,
    ZodTypeProvider
  >,
  'schema'
>;

/** Everything a route adds to its endpoint: guards, rate limit, body limit, documentation. */
export type EndpointRouteOptions<
  Definition extends Endpoint,
  Errors extends DeclaredAnswers,
> = ShorthandOptions<Definition, Errors> & { schema: RouteDocumentation<Errors> };

export type EndpointHandler<
  Definition extends Endpoint,
  Errors extends DeclaredAnswers,
> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointRouteSchema<Definition, Errors>,
  ZodTypeProvider
>;

/**
 * The endpoint's path as the plugin registers it: the definition's paths are whole
 * (`/api/agents/slots`), and Fastify adds the prefix the plugin was registered under (`/api`).
 */
export function routeUrl(prefix: string, path: string): string {
  if (!path.startsWith(`${prefix}/`)) {
    throw new Error(`${path} cannot be registered under the prefix ${prefix}`);
  }
  return path.slice(prefix.length);
}

function requestSchemas({ params, querystring, body }: Endpoint) {
  return {
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(body ? { body } : {}),
  };
}

/**
 * Registers the route of an endpoint defined in `@brillo/domain/contracts` (ADR-076): its method,
 * URL, request schemas and success answers come from the definition, so the handler is typed by
 * them; the options add the rest as any Fastify route has it (guards, rate limit, documentation,
 * the error answers).
 */
export function route<const Definition extends Endpoint, const Errors extends DeclaredAnswers>(
  app: ZodApp,
  definition: Definition,
  options: EndpointRouteOptions<Definition, Errors>,
  handler: EndpointHandler<Definition, Errors>,
): void {
  const { schema, ...rest } = options;
  const routeSchema = {
    ...schema,
    ...requestSchemas(definition),
    response: { ...definition.answers, ...schema.response },
  };
  app.route({
    ...(rest as RouteShorthandOptions),
    method: definition.method,
    url: routeUrl(app.prefix, definition.path),
    schema: routeSchema,
    handler: handler as RouteHandlerMethod,
  });
}
