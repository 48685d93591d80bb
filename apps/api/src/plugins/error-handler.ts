import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { texts } from '@brillo/domain/texts.es-CL';
import type { ApiErrorBody } from '@brillo/domain/api-error';
import { AppError, type FieldErrors } from '../errors.ts';

/** Fastify's own client errors, mapped to a stable code and a Spanish message. */
const frameworkErrors: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_BODY', message: texts.errors.malformedBody },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_BODY', message: texts.errors.malformedBody },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: texts.errors.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: texts.errors.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'MALFORMED_BODY',
    message: texts.errors.malformedBody,
  },
};

const badRequest = { code: 'BAD_REQUEST', message: texts.errors.validation };

const codeByStatus: Record<number, { code: string; message: string }> = {
  400: badRequest,
  401: { code: 'UNAUTHORIZED', message: texts.errors.unauthorized },
  403: { code: 'FORBIDDEN', message: texts.errors.forbidden },
  404: { code: 'NOT_FOUND', message: texts.errors.notFound },
  409: { code: 'CONFLICT', message: texts.errors.conflict },
  413: { code: 'PAYLOAD_TOO_LARGE', message: texts.errors.payloadTooLarge },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: texts.errors.unsupportedMediaType },
  429: { code: 'TOO_MANY_REQUESTS', message: texts.errors.tooManyRequests },
};

export function errorBody(code: string, message: string, fields?: FieldErrors): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

function fieldsFromValidation(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    fields[path || '_'] ??= issue.message ?? texts.errors.validation;
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
      .send(errorBody('VALIDATION_ERROR', texts.errors.validation, fieldsFromValidation(error)));
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
        ? errorBody('SERVICE_UNAVAILABLE', texts.errors.unavailable)
        : errorBody('INTERNAL_ERROR', texts.errors.internal),
    );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
