import type { Session, SessionPersonalData, SessionUser } from '@brillo/domain/contracts/session';
import { accountRoles } from '@brillo/domain/user-roles';
import { isEmailAddress, isRecord, isText } from '@/lib/answer-shape';

/** An instant in ISO 8601 with its offset, as the server writes them (`…T13:00:00.000Z`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const isInstant = (value: unknown): value is string => isText(value) && INSTANT.test(value);
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

function personalDataOf(value: unknown): SessionPersonalData | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { address, addressExtra, postcode, city, comuna } = value;
  const fields = [address, addressExtra, postcode, city, comuna];
  if (!fields.every(isTextOrNull)) return undefined;
  return { address, addressExtra, postcode, city, comuna } as SessionPersonalData;
}

function userOf(value: unknown): SessionUser | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, email, phone, rol } = value;
  const personalData = personalDataOf(value.personalData);
  const role = accountRoles.find((one) => one === rol);
  if (!isText(id) || !isText(name) || !isEmailAddress(email) || !isTextOrNull(phone)) {
    return undefined;
  }
  if (!role || personalData === undefined) return undefined;
  return { id, name, email, phone, rol: role, personalData };
}

/**
 * Who is signed in, read by hand as `SessionSchema` reads it: every page of a signed-in visit asks
 * before anything else, and waits for no zod (ADR-066). Undefined for an answer off the contract.
 */
export function sessionOf(body: unknown): Session | undefined {
  if (!isRecord(body)) return undefined;
  const { userId, accessToken, lastSignInAt, createdAt } = body;
  const user = userOf(body.user);
  if (!isText(userId) || !isInstant(lastSignInAt) || !isInstant(createdAt) || !user) {
    return undefined;
  }
  if (accessToken === undefined) return { userId, lastSignInAt, createdAt, user };
  return isText(accessToken) ? { userId, accessToken, lastSignInAt, createdAt, user } : undefined;
}
