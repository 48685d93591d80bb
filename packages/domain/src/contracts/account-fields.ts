import { z } from 'zod';
import { validationTexts } from '../texts/validation.es-CL.ts';

const messages = validationTexts;

/** Passwords: 8 to 128 characters, no composition rules (PD-6). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Chilean mobile numbers as the spec stores them: +569 and eight digits. */
export const PHONE_PATTERN = /^\+569\d{8}$/;

/** Required text, trimmed (spec §5), with a length cap. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: messages.tooLong(max) });
}

export const PhoneSchema = z
  .string({ error: messages.phoneRequired })
  .trim()
  .min(1, { error: messages.phoneRequired, abort: true })
  .regex(PHONE_PATTERN, { error: messages.phoneFormat });

/** The email is passed on unchanged (spec §5); only its shape is checked. */
export const EmailSchema = z
  .string({ error: messages.emailRequired })
  .min(1, { error: messages.emailRequired, abort: true })
  .max(254, { error: messages.emailFormat })
  .pipe(z.email({ error: messages.emailFormat }));

/** 8 to 128 characters, no composition rules (PD-6). */
export const PasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, { error: messages.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: messages.passwordTooShort(PASSWORD_MIN_LENGTH) })
  .max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong(PASSWORD_MAX_LENGTH) });

/** Step 1 of both wizards: name, phone, email, password; only the name's message differs. */
export function accountStepSchema(nameRequiredMessage: string) {
  return z.object({
    name: requiredText(nameRequiredMessage, 100),
    phone: PhoneSchema,
    email: EmailSchema,
    password: PasswordSchema,
  });
}

/** A choice among fixed values; an empty or unknown choice gets the given message. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return z.enum(values, { error: message });
}

/** A whole number within bounds; anything else (empty, text, out of range) gets the message. */
export function wholeNumberBetween(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

/** An hourly rate in whole Chilean pesos, greater than zero. */
export const ClpAmountSchema = wholeNumberBetween(1, 1_000_000, messages.hourlyRateInvalid);
