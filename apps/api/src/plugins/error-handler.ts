import { STATUS_CODES, type IncomingMessage, type Server, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { schemaMessagesTexts } from '@brillo/domain/texts/schema-messages.es-CL';
import type { ApiErrorBody } from '@brillo/domain/contracts/api-error';
import { AppError, type FieldErrors } from '../errors.ts';

/** Fastify's own client errors, mapped to a stable code and a Spanish message. */
const frameworkErrors: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'MALFORMED_BODY',
    message: commonTexts.errors.malformedBody,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'MALFORMED_BODY',
    message: commonTexts.errors.malformedBody,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    message: commonTexts.errors.payloadTooLarge,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: commonTexts.errors.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'MALFORMED_BODY',
    message: commonTexts.errors.malformedBody,
  },
  // The router's own refusals, through the `frameworkErrors` option.
  FST_ERR_BAD_URL: { code: 'MALFORMED_URL', message: commonTexts.errors.malformedUrl },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'URL_TOO_LONG', message: commonTexts.errors.urlTooLong },
};

const badRequest = { code: 'BAD_REQUEST', message: commonTexts.errors.validation };

const codeByStatus: Record<number, { code: string; message: string }> = {
  400: badRequest,
  401: { code: 'UNAUTHORIZED', message: commonTexts.errors.unauthorized },
  403: { code: 'FORBIDDEN', message: commonTexts.errors.forbidden },
  404: { code: 'NOT_FOUND', message: commonTexts.errors.notFound },
  409: { code: 'CONFLICT', message: commonTexts.errors.conflict },
  413: { code: 'PAYLOAD_TOO_LARGE', message: commonTexts.errors.payloadTooLarge },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: commonTexts.errors.unsupportedMediaType },
  429: { code: 'TOO_MANY_REQUESTS', message: commonTexts.errors.tooManyRequests },
};

export function errorBody(code: string, message: string, fields?: FieldErrors): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * Each invalid field by its path (`slots.0.startTime`), with what is wrong with it; a field nobody
 * asked for is named by its own path, not its object's.
 */
function fieldsFromValidation(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const unknownKeys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
    if (Array.isArray(unknownKeys)) {
      for (const key of unknownKeys) {
        fields[path ? `${path}.${String(key)}` : String(key)] ??= schemaMessagesTexts.unknownField;
      }
      continue;
    }
    fields[path || '_'] ??= issue.message ?? commonTexts.errors.validation;
  }
  return fields;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply
      .status(400)
      .send(
        errorBody('VALIDATION_ERROR', commonTexts.errors.validation, fieldsFromValidation(error)),
      );
  }
  const known = error.code ? frameworkErrors[error.code] : undefined;
  const status = error.statusCode ?? 500;
  if (status < 500) {
    const mapped = known ?? codeByStatus[status] ?? badRequest;
    request.log.info({ err: error }, 'client error');
    return reply.status(status).send(errorBody(mapped.code, mapped.message));
  }
  request.log.error({ err: error }, 'request failed');
  const unavailable = status === 503;
  return reply
    .status(unavailable ? 503 : 500)
    .send(
      unavailable
        ? errorBody('SERVICE_UNAVAILABLE', commonTexts.errors.unavailable)
        : errorBody('INTERNAL_ERROR', commonTexts.errors.internal),
    );
}

/** What the HTTP parser refuses before Fastify sees a request; anything else is a plain 400. */
const parserErrors: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: commonTexts.errors.headersTooLarge,
  },
};

/**
 * Writes an answer in the error shape on a socket by hand, with the security headers every answer
 * carries, and closes the connection: for what never becomes a request Fastify routes.
 */
function writeRawError(
  socket: Socket,
  securityHeaders: Readonly<Record<string, string>>,
  { status, code, message }: { status: number; code: string; message: string },
) {
  if (!socket.writable) return;
  const body = JSON.stringify(errorBody(code, message));
  socket.write(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      ...Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`),
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * Server options that put the errors Fastify answers outside any route in the one error shape,
 * with the security headers: URLs the router cannot decode or whose parameters are too long, the
 * HTTP parser's refusals (oversized headers, a NUL byte in the request line, bytes that are not
 * HTTP: no request exists yet, so the answer is written on the socket), and a request without
 * `Host`, which Node would refuse with a bare answer and `registerErrorHandling` refuses instead.
 */
export function errorShapeServerOptions(securityHeaders: Readonly<Record<string, string>>) {
  function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    this.log.debug({ err: error }, 'client error before routing');
    writeRawError(
      socket,
      securityHeaders,
      parserErrors[error.code] ?? {
        status: 400,
        code: 'BAD_REQUEST',
        message: commonTexts.errors.malformedRequest,
      },
    );
    socket.destroy(error);
  }
  return {
    frameworkErrors: handleError,
    clientErrorHandler: answerClientError,
    http: { requireHostHeader: false },
    // Fastify's own answer while closing is English and outside the error shape; see below.
    return503OnClosing: false,
  } satisfies Pick<
    FastifyServerOptions,
    'frameworkErrors' | 'clientErrorHandler' | 'return503OnClosing'
  > & { http: ServerOptions };
}

/**
 * `CONNECT` asks a server to be a proxy, which Brillo is not: Node hands it to the server's
 * `connect` listeners, not to Fastify, and without one closes the socket with no answer. Answered
 * `405 METHOD_NOT_ALLOWED` in the error shape.
 */
export function refuseConnect(
  server: Server,
  securityHeaders: Readonly<Record<string, string>>,
): void {
  server.on('connect', (_request: IncomingMessage, socket: Socket) => {
    writeRawError(socket, securityHeaders, {
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
      message: commonTexts.errors.methodNotAllowed,
    });
    socket.destroy();
  });
}

/**
 * The error handler, and the requests refused before any route: one arriving while the server
 * shuts down (on a connection that was already open) gets `503 SERVICE_UNAVAILABLE` in Spanish
 * with `Connection: close`, so the client retries on another process (requests already in flight
 * finish normally); an HTTP/1.1 request without `Host` (RFC 9112 §3.2) gets
 * `400 BAD_REQUEST`. Registered after the security headers, so these answers carry them.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (closing) {
      reply.header('connection', 'close');
      done(new AppError(503, 'SERVICE_UNAVAILABLE', commonTexts.errors.restarting));
      return;
    }
    if (request.headers.host === undefined && request.raw.httpVersion !== '1.0') {
      reply.header('connection', 'close');
      done(new AppError(400, 'BAD_REQUEST', commonTexts.errors.malformedRequest));
      return;
    }
    done();
  });
}
