import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@brillo/domain/contracts/account-fields';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { validationTexts } from '@brillo/domain/texts/validation.es-CL';
import { AppError, type FieldErrors } from '../../errors.ts';

interface MappedError {
  status: number;
  code: string;
  message: string;
  fields?: FieldErrors;
}

function mapped(status: number, code: string, message: string, fields?: FieldErrors): MappedError {
  return fields ? { status, code, message, fields } : { status, code, message };
}

const invalidCredentials = mapped(401, 'INVALID_CREDENTIALS', authTexts.errors.invalidCredentials);
const emailTakenError = mapped(409, 'EMAIL_TAKEN', authTexts.errors.emailTaken, {
  email: authTexts.errors.emailTaken,
});
const invalidToken = mapped(400, 'INVALID_TOKEN', authTexts.errors.invalidToken);
const crossSite = mapped(403, 'CROSS_SITE_REQUEST', authTexts.errors.crossSiteRefused);
const signedOut = mapped(401, 'UNAUTHORIZED', commonTexts.errors.unauthorized);
const invalidInput = mapped(400, 'VALIDATION_ERROR', commonTexts.errors.validation);

const tooManyCodes = mapped(429, 'TOO_MANY_REQUESTS', operatorsTexts.errors.tooManyCodes);

/** The two-factor plugin's codes (operators' sign-in, ADR-078). */
const twoFactorErrors: Record<string, MappedError> = {
  INVALID_CODE: mapped(401, 'INVALID_CODE', operatorsTexts.errors.invalidCode),
  INVALID_BACKUP_CODE: mapped(401, 'INVALID_CODE', operatorsTexts.errors.invalidRecoveryCode),
  INVALID_TWO_FACTOR_COOKIE: mapped(401, 'TWO_FACTOR_EXPIRED', operatorsTexts.errors.signInAgain),
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: tooManyCodes,
  ACCOUNT_TEMPORARILY_LOCKED: tooManyCodes,
  TOTP_NOT_ENABLED: mapped(403, 'TWO_FACTOR_SETUP_REQUIRED', operatorsTexts.errors.setupRequired),
  TOTP_ALREADY_ENABLED: mapped(
    409,
    'TWO_FACTOR_ALREADY_SET_UP',
    operatorsTexts.errors.alreadySetUp,
  ),
  INVALID_PASSWORD: mapped(400, 'INVALID_PASSWORD', operatorsTexts.errors.invalidPassword),
  ACCOUNT_DISABLED: mapped(403, 'ACCOUNT_DISABLED', operatorsTexts.errors.accountDisabled),
};

/** better-auth's error codes (BASE_ERROR_CODES) → Brillo's code, status and Spanish message. */
const byAuthCode: Record<string, MappedError> = {
  INVALID_EMAIL_OR_PASSWORD: invalidCredentials,
  EMAIL_NOT_VERIFIED: mapped(403, 'EMAIL_NOT_VERIFIED', authTexts.errors.emailNotVerified),
  ACCOUNT_SUSPENDED: mapped(403, 'ACCOUNT_SUSPENDED', authTexts.errors.accountSuspended),
  USER_ALREADY_EXISTS: emailTakenError,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: emailTakenError,
  EMAIL_ALREADY_VERIFIED: mapped(
    400,
    'EMAIL_ALREADY_VERIFIED',
    authTexts.errors.emailAlreadyVerified,
  ),
  INVALID_TOKEN: invalidToken,
  TOKEN_EXPIRED: invalidToken,
  USER_NOT_FOUND: invalidToken,
  PASSWORD_TOO_SHORT: {
    ...invalidInput,
    message: validationTexts.passwordTooShort(PASSWORD_MIN_LENGTH),
  },
  PASSWORD_TOO_LONG: {
    ...invalidInput,
    message: validationTexts.passwordTooLong(PASSWORD_MAX_LENGTH),
  },
  INVALID_ORIGIN: crossSite,
  MISSING_OR_NULL_ORIGIN: crossSite,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: crossSite,
  INVALID_CALLBACK_URL: crossSite,
  INVALID_REDIRECT_URL: crossSite,
  FAILED_TO_GET_SESSION: signedOut,
  SESSION_EXPIRED: signedOut,
  ...twoFactorErrors,
};

/** What an unknown code becomes, by status. */
const byStatus: Record<number, MappedError> = {
  400: invalidInput,
  401: signedOut,
  403: mapped(403, 'FORBIDDEN', commonTexts.errors.forbidden),
  404: mapped(404, 'NOT_FOUND', commonTexts.errors.routeNotFound),
  422: invalidInput,
  429: mapped(429, 'TOO_MANY_REQUESTS', authTexts.errors.tooManyAttempts),
};

const internal = mapped(500, 'INTERNAL_ERROR', commonTexts.errors.internal);

async function readErrorCode(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'code' in body) {
      return typeof body.code === 'string' ? body.code : undefined;
    }
  } catch {
    // Not JSON (e.g. a plain "Not Found"): the status decides.
  }
  return undefined;
}

/** Turns an error answer from better-auth into Brillo's error, with a Spanish message. */
export async function authErrorFrom(response: Response): Promise<AppError> {
  const code = await readErrorCode(response);
  const mapped = (code && byAuthCode[code]) || byStatus[response.status] || internal;
  return new AppError(mapped.status, mapped.code, mapped.message, mapped.fields);
}

export function emailTaken(): AppError {
  const { status, code, message, fields } = emailTakenError;
  return new AppError(status, code, message, fields);
}
