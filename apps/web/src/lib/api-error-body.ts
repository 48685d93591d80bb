import type { ApiErrorBody } from '@brillo/domain/contracts/api-error';
import { isRecord, isText } from './answer-shape';

function isFieldErrors(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every(isText);
}

/**
 * The API's one error shape (`ApiErrorBodySchema`), read by hand: any page can meet an error, and
 * its contract would load zod for it. Undefined for a body of another shape, e.g. a proxy's page.
 */
export function apiErrorBodyOf(body: unknown): ApiErrorBody | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const { code, message, fields } = body.error;
  if (!isText(code) || !isText(message)) return undefined;
  if (fields === undefined) return { error: { code, message } };
  return isFieldErrors(fields) ? { error: { code, message, fields: { ...fields } } } : undefined;
}
