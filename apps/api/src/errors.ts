import { ApiErrorBodySchema } from '@brillo/domain/contracts/api-error';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';

export type FieldErrors = Record<string, string>;

/**
 * An error meant for the client: its status, a stable code and a Spanish message.
 * Anything else thrown inside a request becomes a 500 with a generic message.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;

  constructor(statusCode: number, code: string, message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

export const notFound = (message: string = commonTexts.errors.notFound) =>
  new AppError(404, 'NOT_FOUND', message);
export const unauthorized = (message: string = commonTexts.errors.unauthorized) =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = commonTexts.errors.forbidden) =>
  new AppError(403, 'FORBIDDEN', message);
export const conflict = (message: string = commonTexts.errors.conflict) =>
  new AppError(409, 'CONFLICT', message);
export const validationFailed = (
  fields: FieldErrors,
  message: string = commonTexts.errors.validation,
) => new AppError(400, 'VALIDATION_ERROR', message, fields);

/**
 * The error answers a route declares in `schema.response`, each with the one error shape: the
 * statuses given, plus 500, which any route may answer. The serializer checks every error body
 * against it, and the OpenAPI document refers each to the `ApiError` component.
 */
export function errorResponses<const Status extends number>(...statuses: Status[]) {
  const all = [...statuses, 500 as const];
  return Object.fromEntries(all.map((status) => [status, ApiErrorBodySchema])) as Record<
    Status | 500,
    typeof ApiErrorBodySchema
  >;
}
